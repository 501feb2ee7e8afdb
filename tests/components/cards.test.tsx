import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProductCard from '../../src/components/cards/ProductCard';
import StoreCard, { closedLabel } from '../../src/components/cards/StoreCard';
import { Truncated } from '../../src/components/cards/bits';
import type { CardContext } from '../../src/components/cards/types';
import type { Product, Store } from '../../src/lib/api/schemas';
import { productFromWire, type ProductWire } from '../../src/lib/api/endpoints/product';
import { storeFromWire, type StoreWire } from '../../src/lib/api/endpoints/store';
import { translator } from '../../src/lib/i18n';
import { staticMarkup } from '../../src/components/react/static-markup';
import { productCardMarkup, storeCardMarkup } from '../../src/components/cards/markup';
import { deepFreeze } from '../../src/lib/deep-freeze';

afterEach(cleanup);

const ctx: CardContext = { t: translator('en'), href: (p) => p, money: { symbol: 'Rs', direction: 'left', decimals: 2 }, decimals: 1 };
/** a product as the wire sends it, read by the client edge (so the reshape is under test too) */
const product = (over: Partial<ProductWire> = {}): Product =>
  productFromWire({
    id: 7,
    name: 'Fuji Apples',
    slug: 'fuji-apples',
    image_full_url: '/media/emoji/red-apple.svg',
    price: 200,
    discount: 10,
    discount_type: 'percent',
    store_discount: 0,
    store_id: 1,
    store_name: 'Asan Fresh Mart',
    module_id: 1,
    module_type: 'grocery',
    avg_rating: 4.3,
    rating_count: 12,
    stock: 20,
    veg: 1,
    organic: 1,
    category_ids: [{ id: '1', name: 'Fruits' }],
    schedule_order: true,
    ...over,
  });
/** a store as the wire sends it, read by the client edge */
const store = (over: Partial<StoreWire> = {}): Store =>
  storeFromWire({
    id: 1,
    name: 'Asan Fresh Mart',
    slug: 'asan-fresh-mart',
    address: 'Asan, Kathmandu',
    logo_full_url: null,
    cover_photo_full_url: null,
    avg_rating: 4.5,
    delivery_time: '20-30 min',
    free_delivery: true,
    distance: 1234,
    module_id: 1,
    zone_id: 1,
    featured: 1,
    active: true,
    open: 1,
    latitude: '27.7',
    longitude: '85.3',
    ...over,
  });

describe('ProductCard', () => {
  it('links to the product page with its name, price, struck original and badge', () => {
    render(<ProductCard product={product()} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Fuji Apples' }).getAttribute('href')).toBe('/product/fuji-apples?module_id=1');
    expect(screen.getByText('Rs 180.00')).toBeTruthy();
    expect(screen.getByText('Rs 200.00').tagName).toBe('DEL');
    expect(screen.getByText('10% OFF')).toBeTruthy();
    // the average itself (4.3), not rounded to a half star
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ADD Fuji Apples' })).toBeTruthy();
  });
  it("the rating shows the shop's configured digits (digit_after_decimal_point 2)", () => {
    render(<ProductCard product={product({ avg_rating: 4.333 })} ctx={{ ...ctx, decimals: 2 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.33 out of 5' })).toBeTruthy();
  });
  it('amount discounts show a formatted amount', () => {
    render(<ProductCard product={product({ discount: 25, discount_type: 'amount' })} ctx={ctx} />);
    expect(screen.getByText('Rs 25.00 OFF')).toBeTruthy();
  });
  it('says Sold Out at stock 0 (not for food)', () => {
    render(<ProductCard product={product({ stock: 0 })} ctx={ctx} />);
    expect(screen.getByText('Sold Out')).toBeTruthy();
    cleanup();
    render(<ProductCard product={product({ stock: 0, module_type: 'food', veg: 0 })} ctx={ctx} />);
    expect(screen.queryByText('Sold Out')).toBeNull();
    expect(screen.getByText('Non-Veg')).toBeTruthy();
  });
  it('unavailable items say whether they can be ordered later', () => {
    render(<ProductCard product={product({ is_available: false })} ctx={ctx} />);
    expect(screen.getByText('This Fuji Apples is not available right now. You can order it later.')).toBeTruthy();
    cleanup();
    render(<ProductCard product={product({ schedule_order: false, is_available: false })} ctx={ctx} />);
    expect(screen.getByText('This Fuji Apples is not available right now.')).toBeTruthy();
  });
  it('flash-sale cards show sold progress and cut the store name at 25 characters', () => {
    render(<ProductCard product={product({ store_name: 'A very long store name that goes on' })} ctx={ctx} variant="flash-sale" flash={{ stock: 40, sold: 10 }} />);
    expect(screen.getByText('A very long store name th…')).toBeTruthy();
    // the bar is drawn for the eye; the words beside it say the same
    expect((document.querySelector('progress[aria-hidden="true"]') as HTMLProgressElement).value).toBe(25);
    expect(screen.getByText('Sold: 10')).toBeTruthy();
    expect(screen.getByText('Available: 30')).toBeTruthy();
  });
  it('campaign items link with product_type=campaign', () => {
    render(<ProductCard product={product({ available_date_starts: '2026-11-01' })} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Fuji Apples' }).getAttribute('href')).toContain('product_type=campaign');
  });
  it.each(['horizontal', 'list', 'popular', 'special'] as const)('renders the %s variant', (variant) => {
    const { container } = render(<ProductCard product={product()} ctx={ctx} variant={variant} />);
    expect(container.querySelector(`[data-variant="${variant}"]`)).toBeTruthy();
  });
  it('the vertical card, the default, names no variant', () => {
    const { container } = render(<ProductCard product={product()} ctx={ctx} />);
    expect(container.querySelector('article')!.hasAttribute('data-variant')).toBe(false);
  });
});

describe('StoreCard', () => {
  it('shows delivery time, address, rating, distance and free delivery', () => {
    render(<StoreCard store={store()} ctx={ctx} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Asan Fresh Mart' }).getAttribute('href')).toBe('/store/asan-fresh-mart?module_id=1&store_zone_id=1');
    expect(within(card).getByText('Delivery time 20-30 min')).toBeTruthy();
    expect(within(card).getByText('1.23 km')).toBeTruthy();
    expect(within(card).getByText('Free Delivery')).toBeTruthy();
    expect(within(card).getByText('Asan, Kathmandu')).toBeTruthy();
  });
  it('CLOSED NOW when active but shut, Closed Now when switched off, nothing when open', () => {
    expect(closedLabel({ active: true, open: false }, ctx)).toBe('CLOSED NOW');
    expect(closedLabel({ active: false, open: false }, ctx)).toBe('Closed Now');
    expect(closedLabel({ active: true, open: true }, ctx)).toBeNull();
    render(<StoreCard store={store({ open: 0 })} ctx={ctx} />);
    expect(screen.getByText('CLOSED NOW')).toBeTruthy();
  });
  it('far stores say 1k+ km', () => {
    render(<StoreCard store={store({ distance: 2_000_000 })} ctx={ctx} />);
    expect(screen.getByText('1k+ km')).toBeTruthy();
  });
});

describe('Truncated', () => {
  it('keeps short text whole and puts the rest of long text behind Read more', () => {
    render(<Truncated text="Short text." ctx={ctx} />);
    expect(screen.queryByText('Read more')).toBeNull();
    cleanup();
    const long = 'Ten steamed dumplings filled with cabbage, paneer and spices, served with tomato achar and soup.';
    const { container } = render(<Truncated text={long} ctx={ctx} />);
    expect(screen.getByText('Read more')).toBeTruthy();
    expect(screen.getByText('Show less')).toBeTruthy();
    expect(container.querySelector('details')?.textContent?.replace(/…|Read more|Show less/g, '').replace(/\s+/g, ' ').trim()).toBe(long);
  });
});

describe('cards as static markup (how pages render them)', () => {
  it('is the same card as plain HTML, text escaped, no hydration markers', () => {
    const html = staticMarkup(ProductCard, { product: product({ name: '<script>alert(1)</script> Apples', rating_count: 3 }), ctx });
    expect(html.startsWith('<article')).toBe(true);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Apples');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!-- -->');
    const storeHtml = staticMarkup(StoreCard, { store: store(), ctx });
    expect(storeHtml).toContain('<article');
  });
});


describe('card markup remembered with the object it shows', () => {
  const keyed = (key: string, over: Partial<CardContext> = {}): CardContext => ({ ...ctx, key, ...over });

  it('is the same HTML as a fresh render, for every variant', () => {
    const p = deepFreeze(product());
    for (const variant of ['vertical', 'horizontal', 'list', 'popular', 'special'] as const) {
      const fresh = staticMarkup(ProductCard, { product: p, ctx, variant });
      expect(productCardMarkup({ product: p, ctx: keyed('en'), variant })).toBe(fresh);
      expect(productCardMarkup({ product: p, ctx: keyed('en'), variant })).toBe(fresh);
    }
    const flash = productCardMarkup({ product: p, ctx: keyed('en'), variant: 'flash-sale', flash: { stock: 10, sold: 4 } });
    expect(flash).toBe(staticMarkup(ProductCard, { product: p, ctx, variant: 'flash-sale', flash: { stock: 10, sold: 4 } }));
    expect(productCardMarkup({ product: p, ctx: keyed('en'), variant: 'flash-sale', flash: { stock: 10, sold: 9 } })).not.toBe(flash);
    const s = deepFreeze(store());
    expect(storeCardMarkup({ store: s, ctx: keyed('en'), level: 2 })).toBe(staticMarkup(StoreCard, { store: s, ctx, level: 2 }));
  });

  it('is made anew for another context key (language, money format), and kept apart from it', () => {
    const p = deepFreeze(product());
    const english = productCardMarkup({ product: p, ctx: keyed('en') });
    const nepali = productCardMarkup({ product: p, ctx: keyed('ne', { t: translator('ne'), href: (path) => `/ne${path}` }) });
    expect(nepali).not.toBe(english);
    expect(nepali).toContain('href="/ne/product/');
    expect(productCardMarkup({ product: p, ctx: keyed('en') })).toBe(english);
    const dollars = productCardMarkup({ product: p, ctx: keyed('en-usd', { money: { symbol: '$', direction: 'left', decimals: 2 } }) });
    expect(dollars).toContain('$');
    expect(dollars).not.toBe(english);
  });

  it('renders each time an object that is not frozen (read for one request), or a context without a key', () => {
    const p = product();
    const first = productCardMarkup({ product: p, ctx: keyed('en') });
    p.name = 'Gala Apples';
    expect(productCardMarkup({ product: p, ctx: keyed('en') })).not.toBe(first);
    expect(productCardMarkup({ product: p, ctx: keyed('en') })).toContain('Gala Apples');
    const q = deepFreeze(product());
    const withoutKey = { ...ctx, key: undefined };
    expect(productCardMarkup({ product: q, ctx: withoutKey })).toBe(staticMarkup(ProductCard, { product: q, ctx }));
    // a keyless render is not kept: a keyed one after it with other money still differs
    expect(productCardMarkup({ product: q, ctx: keyed('x', { money: { symbol: 'NPR', direction: 'right', decimals: 0 } }) })).toContain('NPR');
  });
});
