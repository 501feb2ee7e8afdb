/** A card's markup is made once per frozen object and context key (src/components/cards/markup.ts). */
import { describe, expect, it, vi } from 'vitest';
import type { CardContext } from '../../src/components/cards/types';
import { productFromWire } from '../../src/lib/api/endpoints/product';
import { translator } from '../../src/lib/i18n';
import { deepFreeze } from '../../src/lib/deep-freeze';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/react/static-markup', async (original) => {
  const real = await original<typeof import('../../src/components/react/static-markup')>();
  return { staticMarkup: (...args: Parameters<typeof real.staticMarkup>) => (renders.count++, real.staticMarkup(...args)) };
});
const { productCardMarkup } = await import('../../src/components/cards/markup');

const ctx: CardContext = { t: translator('en'), href: (p) => p, money: { symbol: 'Rs', direction: 'left', decimals: 2 }, decimals: 2, key: 'en' };
const product = () =>
  productFromWire({ id: 7, name: 'Fuji Apples', slug: 'fuji-apples', price: 200, discount: 0, discount_type: 'amount', store_id: 1, store_name: 'Asan Fresh Mart', module_id: 1, module_type: 'grocery', stock: 20 });

describe('productCardMarkup', () => {
  it('renders a frozen product once per variant and context, then answers from memory', () => {
    const p = deepFreeze(product());
    renders.count = 0;
    const first = productCardMarkup({ product: p, ctx });
    for (let i = 0; i < 5; i++) expect(productCardMarkup({ product: p, ctx })).toBe(first);
    expect(renders.count).toBe(1);
    productCardMarkup({ product: p, ctx, variant: 'horizontal' });
    productCardMarkup({ product: p, ctx: { ...ctx, key: 'ne', t: translator('ne') } });
    expect(renders.count).toBe(3);
    // another copy of the same product (the list read again) is rendered for itself
    productCardMarkup({ product: deepFreeze(product()), ctx });
    expect(renders.count).toBe(4);
  });

  it('renders every time a product that is not frozen', () => {
    const p = product();
    renders.count = 0;
    productCardMarkup({ product: p, ctx });
    productCardMarkup({ product: p, ctx });
    expect(renders.count).toBe(2);
  });
});
