import { describe, expect, it } from 'vitest';
import { brands, categoriesByModule, parcelCategoryDefs, productsByModule, storeEmoji } from '../../src/server/db/seed/catalogue';
import { slugify } from '../../src/server/db/seed/seed';
import { emojiSvg } from '../../src/server/services/emoji';
import { keptMediaUrl, mediaUrl } from '../../src/server/services/catalogue/media';

describe('demo catalogue', () => {
  it('every product names a category that exists in its module', () => {
    for (const [type, products] of Object.entries(productsByModule)) {
      const names = new Set(categoriesByModule[type as keyof typeof categoriesByModule].flatMap((c) => c.subs.map(([sub]) => `${c.name}/${sub}`)));
      for (const p of products) expect(names.has(p.category), `${type}: ${p.name} -> ${p.category}`).toBe(true);
    }
  });
  it('every product, category, store and brand picture exists in the offline emoji set', () => {
    const emojis = [
      // a store's logo missing made a 404 on the e-commerce home (issue 46.23)
      ...Object.values(storeEmoji).flat(),
      ...brands.map(([, e]) => e),
      ...parcelCategoryDefs.map(([, , e]) => e),
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

describe("a kept order line's pictures", () => {
  it('are served from the asking origin, whichever origin wrote them; pictures elsewhere stay', () => {
    expect(keptMediaUrl('https://shop.example', 'http://localhost:4321/media/emoji/custard.svg')).toBe('https://shop.example/media/emoji/custard.svg');
    expect(keptMediaUrl('https://shop.example', '/media/emoji/custard.svg')).toBe('https://shop.example/media/emoji/custard.svg');
    expect(keptMediaUrl('https://shop.example', 'emoji/custard.svg')).toBe('https://shop.example/media/emoji/custard.svg');
    expect(keptMediaUrl('https://shop.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(keptMediaUrl('https://shop.example', null)).toBeNull();
  });
});
