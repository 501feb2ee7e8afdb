import { describe, expect, it } from 'vitest';
import { categoriesByModule, productsByModule } from '../../src/server/db/seed/catalogue';
import { slugify } from '../../src/server/db/seed/seed';
import { emojiSvg } from '../../src/server/services/emoji';
import { mediaUrl } from '../../src/server/services/catalogue/media';

describe('demo catalogue', () => {
  it('every product names a category that exists in its module', () => {
    for (const [type, products] of Object.entries(productsByModule)) {
      const names = new Set(categoriesByModule[type as keyof typeof categoriesByModule].flatMap((c) => c.subs.map(([sub]) => `${c.name}/${sub}`)));
      for (const p of products) expect(names.has(p.category), `${type}: ${p.name} -> ${p.category}`).toBe(true);
    }
  });
  it('every product and category picture exists in the offline emoji set', () => {
    const emojis = [
      ...Object.values(productsByModule).flat().map((p) => p.emoji),
      ...Object.values(categoriesByModule).flat().flatMap((c) => [c.emoji, ...c.subs.map(([, e]) => e)]),
    ];
    for (const e of emojis) expect(emojiSvg(e), e).toMatch(/^<svg /);
  });
  it('emoji names are checked before lookup', () => {
    expect(emojiSvg('../../etc/passwd')).toBeNull();
    expect(emojiSvg('no-such-emoji')).toBeNull();
  });
  it('slugs and media urls', () => {
    expect(slugify('Chiya Pasal & Bakery')).toBe('chiya-pasal-bakery');
    expect(slugify('  Café  Déjà ')).toBe('cafe-deja');
    expect(mediaUrl('http://x.test/', 'emoji/pizza.svg')).toBe('http://x.test/media/emoji/pizza.svg');
    expect(mediaUrl('http://x.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(mediaUrl('http://x.test', null)).toBeNull();
  });
});
