import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CartDrawer, { type CartLabels } from '../../src/islands/cart/CartDrawer';
import ItemDetails, { type PopupItem, type PopupLabels } from '../../src/islands/cart/ItemDetails';
import ItemPopup from '../../src/islands/cart/ItemPopup';
import WishlistDrawer, { type WishlistLabels } from '../../src/islands/cart/WishlistDrawer';
import en from '../../src/lib/i18n/en.json';
import { productFromWire, type ProductWire } from '../../src/lib/api/endpoints/product';
import { guestId, token } from '../../src/stores/auth';
import { cartLines, cartStatus, type CartLine } from '../../src/stores/cart';
import { selectedModule } from '../../src/stores/module';
import { toasts } from '../../src/stores/toast';
import { authModalRequest, cartDrawerOpen, itemPopupRequest } from '../../src/stores/ui';

// the cart's store, which the open drawer reads: open unless a test says otherwise
const server = setupServer(http.get('*/api/v1/stores/details/:id', () => HttpResponse.json({ id: 1, name: 'Momo Ghar', open: 1 })));
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  token.set('');
  guestId.set('123456789');
  selectedModule.set({ id: 2, module_type: 'food' });
  cartLines.set([]);
  cartStatus.set('ready');
  toasts.set([]);
  vi.stubGlobal('location', { ...window.location, assign: vi.fn(), protocol: 'http:' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.unstubAllGlobals();
  cartDrawerOpen.set(false);
});
afterAll(() => server.close());

const money = { symbol: 'Rs', direction: 'left' as const, decimals: 2 };
const toastTexts = () => toasts.get().map((t) => t.message);
const popupLabels = {
  ...(en.popup as unknown as PopupLabels),
  ...{ increase: en.cart.increase, decrease: en.cart.decrease, delete: en.cart.delete, quantity: en.cart.quantity, added: en.cart.added, updated: en.cart.updated, noChanges: en.cart.noChanges, cleared: en.cart.cleared, clearText: en.cart.clearText, cancel: en.cart.cancel, yes: en.cart.yes },
  percentOff: en.card.percent_off,
  amountOff: en.card.amount_off,
  variationRequired: en.api.variation_required,
  variationRange: en.api.variation_range,
  variationUnknown: en.api.variation_group_not_offered,
  multiHint: en.product.multi_hint,
} as PopupLabels;

/** the wire's item, as items/details answers it; the islands get it read by the client edge */
const momoWire: ProductWire = {
  id: 11,
  name: 'Veg Momo',
  description: 'x'.repeat(200),
  image_full_url: '/a.svg',
  images_full_url: ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg'],
  price: 200,
  discount: 10,
  discount_type: 'percent',
  store_id: 3,
  store_name: 'Momo Ghar',
  store_slug: 'momo-ghar',
  module_type: 'food',
  stock: 0,
  maximum_cart_quantity: 3,
  veg: 1,
  food_variations: [
    { name: 'Portion', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Full', optionPrice: 100 }] },
    { name: 'Sides', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Achar', optionPrice: 0 }, { label: 'Salad', optionPrice: 30 }, { label: 'Soup', optionPrice: 20 }] },
  ],
  add_ons: [{ id: 5, name: 'Extra Soup', price: 50 }],
  is_available: true,
};
const item = (over: Partial<ProductWire> = {}): PopupItem => productFromWire({ ...momoWire, ...over });
const momo = item();
const detailsProps = { labels: popupLabels, money, storeHref: (s: string) => `/store/${s}`, checkoutHref: (p: string) => `/checkout?page=${p}` };

describe('item popup', () => {
  it('variation rules word for word; single groups replace and deselect; add-on stepper waits for its check', async () => {
    render(<ItemDetails {...detailsProps} item={momo} />);
    expect(screen.getByText('This Variation needs to be selected in between minimum 1 and Maximum 2 items.')).toBeTruthy();
    expect(screen.getByText('(required)')).toBeTruthy();
    expect(screen.getByText('(optional)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toastTexts()).toContain('Variation Portion can not remain without selection.');
    const regular = screen.getByRole('radio', { name: /Regular/ }) as HTMLInputElement;
    const full = screen.getByRole('radio', { name: /Full/ }) as HTMLInputElement;
    await userEvent.click(regular);
    await userEvent.click(full);
    expect(regular.checked).toBe(false);
    expect(full.checked).toBe(true);
    await userEvent.click(full);
    expect(full.checked).toBe(false);
    await userEvent.click(full);
    for (const side of ['Achar', 'Salad', 'Soup']) await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${side}`) }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toastTexts()).toContain('Selected variation named Sides must be in between Minimum 1 and Maximum 2');
    expect((screen.getByRole('button', { name: 'Add one Extra Soup' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Extra Soup/ }));
    expect((screen.getByRole('button', { name: 'Add one Extra Soup' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(false);
  });

  it('the total follows options, add-ons and quantity; the maximum stops at Out of Limits; the add sends no price', async () => {
    const bodies: any[] = [];
    server.use(http.post('*/api/v1/customer/cart/add', async ({ request }) => (bodies.push(await request.json()), HttpResponse.json([]))));
    const done = vi.fn();
    render(<ItemDetails {...detailsProps} item={momo} onDone={done} />);
    await userEvent.click(screen.getByRole('radio', { name: /Full/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Salad/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Extra Soup/ }));
    // (200 + 100 + 30) less 10% = 297, plus the add-on 50
    expect(screen.getByText(/Total: Rs 347.00/)).toBeTruthy();
    const plus = screen.getByRole('button', { name: 'Add one Veg Momo' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(toastTexts()).toContain('Out of Limits');
    expect(screen.getByText(/Total: Rs 941.00/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ item_id: 11, model: 'Item', quantity: 3, add_on_ids: [5], add_on_qtys: [1], guest_id: '123456789' });
    expect(bodies[0].variation).toEqual([{ name: 'Portion', values: { label: ['Full'] } }, { name: 'Sides', values: { label: ['Salad'] } }]);
    expect(bodies[0].price).toBeUndefined();
    expect(toastTexts()).toContain('Item added to cart');
  });

  it('gallery shows three thumbnails then +N; Read more at 130; campaigns need a token; not available shows the window', async () => {
    render(<ItemDetails {...detailsProps} item={item({ available_date_starts: '2026-01-01' })} />);
    expect(screen.getAllByRole('button', { name: /Show picture/ })).toHaveLength(3);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText(/x{130}…/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Regular/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(toastTexts()).toContain('Please sign in to order this campaign item.');
    cleanup();
    render(<ItemDetails {...detailsProps} item={item({ is_available: false, schedule_order: false, available_time_starts: '10:00', available_time_ends: '22:00' })} />);
    expect(screen.getByText('Not Available now')).toBeTruthy();
    expect(screen.getByText('Available from 10:00 am to 10:00 pm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('another store in the cart asks first, then clears and adds', async () => {
    cartLines.set([{ id: 1, quantity: 1, price: 10, model: 'Item', variation: [], addOnIds: [], addOnQtys: [], available: true, product: item({ id: 99, store_id: 8 }) }]);
    let cleared = false;
    server.use(
      http.delete('*/api/v1/customer/cart/remove', () => ((cleared = true), HttpResponse.json([]))),
      http.post('*/api/v1/customer/cart/add', () => HttpResponse.json([])),
    );
    render(<ItemDetails {...detailsProps} item={item({ food_variations: '' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Your cart holds items from another store. Clear it and add this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(toastTexts()).toContain('Your cart has been cleared successfully. And selected item added to the cart.'));
    expect(cleared).toBe(true);
  });
});

const cartLabels = en.cart as unknown as CartLabels;
const drawerProps = { labels: cartLabels, money, grocery: false, guestCheckout: true, freeDeliveryOver: 1000, deliveryMinutes: 30, homeHref: '/home', checkoutHref: '/checkout?page=cart', opening: { timeZone: 'Asia/Kathmandu', locale: 'en', today: 'Today', tomorrow: 'Tomorrow' } };
const line = (over: Partial<CartLine> = {}): CartLine =>
  ({ id: 7, quantity: 1, price: 200, model: 'Item', variation: [{ name: 'Portion', values: { label: ['Full'] } }], addOnIds: [5], addOnQtys: [2], available: true, product: momo, ...over });

describe('cart drawer', () => {
  it('a spinner while loading, then the empty state', () => {
    cartStatus.set('loading');
    cartDrawerOpen.set(true);
    render(<CartDrawer {...drawerProps} />);
    expect(screen.getByRole('status')).toBeTruthy();
    cleanup();
    cartStatus.set('ready');
    render(<CartDrawer {...drawerProps} />);
    expect(screen.getByText('Your cart is all empty')).toBeTruthy();
    expect(screen.getByText('Fill up on the products now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Browsing' }).getAttribute('href')).toBe('/home');
  });

  it('lines, totals, the guest dialog; minus at one deletes', async () => {
    cartLines.set([line()]);
    cartDrawerOpen.set(true);
    server.use(http.delete('*/api/v1/customer/cart/remove-item', () => HttpResponse.json([])));
    render(<CartDrawer {...drawerProps} />);
    expect(screen.getByText('Portion: Full')).toBeTruthy();
    expect(screen.getByText('Add-ons: Extra Soup × 2')).toBeTruthy();
    // 300 less 10% = 270, add-ons 100: 370; original 400
    expect(screen.getByText('Total to Pay :')).toBeTruthy();
    expect(screen.getAllByText('Rs 370.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Rs 400.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Signup or Login to place your order.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed with Phone' }));
    expect(screen.getByText('Signup or Continue as a Guest to place your order.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(authModalRequest.get()).toBe('sign-up');
    // Sign Up closes the drawer behind the auth modal; open it again for the line's delete
    await vi.waitFor(() => expect(cartDrawerOpen.get()).toBe(false));
    authModalRequest.set(null);
    act(() => cartDrawerOpen.set(true));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Veg Momo' }));
    await vi.waitFor(() => expect(toastTexts()).toContain('Removed from cart.'));
  });

  it('the button state machine: signed in goes to checkout, no guest checkout opens sign-in', async () => {
    cartLines.set([line()]);
    cartDrawerOpen.set(true);
    token.set('tok');
    render(<CartDrawer {...drawerProps} />);
    expect(screen.getByText('Review your cart before checking out.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(window.location.assign).toHaveBeenCalledWith('/checkout?page=cart');
    cleanup();
    token.set('');
    // a guest's own cart (signing out emptied the customer's)
    cartLines.set([line()]);
    cartStatus.set('ready');
    cartDrawerOpen.set(true);
    render(<CartDrawer {...drawerProps} guestCheckout={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed with Phone' }));
    expect(authModalRequest.get()).toBe('sign-in');
  });

  it('grocery: saved banner, free-delivery progress, delivery time, Missed Something?', () => {
    cartLines.set([line({ variation: [], addOnIds: [], addOnQtys: [], product: item({ module_type: 'grocery', food_variations: '', stock: 10 }) })]);
    cartDrawerOpen.set(true);
    render(<CartDrawer {...drawerProps} grocery />);
    expect(screen.getByText('Rs 20.00 saved !')).toBeTruthy();
    expect(screen.getByText('Add Rs 820.00 more for free delivery')).toBeTruthy();
    expect(screen.getByText('Delivery in 30 mins to your location')).toBeTruthy();
    expect(screen.getByText(/before 6 PM/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search or Browse Grocery' })).toBeTruthy();
  });

  it("a closed store: when it opens and that the order is scheduled, in place of the delivery time (issue 46.2)", async () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '07:00:00', closing_time: '22:00:00' }));
    server.use(http.get('*/api/v1/stores/details/:id', () => HttpResponse.json({ id: 1, name: 'Momo Ghar', open: 0, schedule_order: 1, schedules: hours })));
    cartLines.set([line({ variation: [], addOnIds: [], addOnQtys: [], product: item({ module_type: 'grocery', food_variations: '', stock: 10 }) })]);
    cartDrawerOpen.set(true);
    render(<CartDrawer {...drawerProps} grocery />);
    expect(await screen.findByText(/^Momo Ghar is closed now and opens (Today|Tomorrow) 07:00 AM\. Your order will be scheduled for then\.$/)).toBeTruthy();
    expect(screen.queryByText('Delivery in 30 mins to your location')).toBeNull();
    cleanup();
    server.use(http.get('*/api/v1/stores/details/:id', () => HttpResponse.json({ id: 1, name: 'Momo Ghar', open: 0, schedule_order: 0, schedules: hours })));
    render(<CartDrawer {...drawerProps} grocery />);
    expect(await screen.findByText(/^Momo Ghar is closed now and takes no orders for later\. It opens (Today|Tomorrow) 07:00 AM\.$/)).toBeTruthy();
  });
});

describe('wishlist drawer', () => {
  const labels = en.wishlist as unknown as WishlistLabels;
  it('tabs, Restaurants in food, empty texts, delete after asking', async () => {
    server.use(
      http.get('*/api/v1/customer/wish-list', () => HttpResponse.json({ item: [{ id: 11, name: 'Veg Momo', image_full_url: null, price: 200, discount: 0, discount_type: 'percent', store_id: 3 }], store: [] })),
      http.delete('*/api/v1/customer/wish-list/remove', () => HttpResponse.json({ message: 'Removed from your wishlist.' })),
    );
    token.set('tok');
    render(<WishlistDrawer labels={labels} money={money} food storeBase="/store" onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Delete Veg Momo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurants' }));
    expect(screen.getByText('No favourite restaurants found')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Items' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Veg Momo' }));
    expect(screen.getByText('Are you sure you want to delete this item?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No favourite items found')).toBeTruthy();
  });
});

describe('item popup, choice variations', () => {
  it('a variation with no stock says so and offers no cart button; the store name is not linked on its own page', async () => {
    const shirt = item({ id: 12, name: 'Tee', module_type: 'ecommerce', food_variations: '', add_ons: [], stock: 9, choice_options: [{ name: 'choice_1', title: 'Size', options: ['M', 'L'] }], variations: [{ type: 'M', price: 500, stock: 4 }, { type: 'L', price: 550, stock: 0 }] });
    render(<ItemDetails {...detailsProps} item={shirt} currentStoreId={3} />);
    expect(screen.queryByRole('link', { name: 'Momo Ghar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('alert').textContent).toBe('This variation is out of stock. Choose another variation to proceed further.');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

const popupWithReviews = {
  ...popupLabels,
  loading: 'Loading item',
  close: 'Close',
  reviews: en.product.reviews,
  noReviews: en.product.no_reviews,
  loadMore: en.common.load_more,
  rated: en.card.rating,
  reviewsFailed: en.product.reviews_failed,
  retry: en.product.retry,
};

describe('item popup loading', () => {
  it('shows a skeleton while the item loads, then the item', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(http.get('*/api/v1/items/details/11', async () => (await gate, HttpResponse.json(momoWire))));
    itemPopupRequest.set({ itemId: 11, campaign: false });
    server.use(http.get('*/api/v1/items/reviews/11', () => HttpResponse.json({ total_size: 0, limit: 10, offset: 1, reviews: [] })));
    const { container } = render(<ItemPopup labels={popupWithReviews} money={money} storeBase="/store" checkoutBase="/checkout" />);
    expect(screen.getByRole('status').textContent).toContain('Loading item');
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(3);
    release();
    expect(await screen.findByRole('heading', { name: /Veg Momo/ })).toBeTruthy();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(container.querySelectorAll('.skeleton')).toHaveLength(0);
    itemPopupRequest.set(null);
  });

  it("shows the item's reviews, newest page first, and loads the next page on 'Load more'", async () => {
    const review = (id: number) => ({ id, rating: 4.5, comment: `Review ${id}`, customer_name: `Shopper ${id}`, created_at: '2026-11-01T10:00:00Z' });
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/items/details/11', () => HttpResponse.json(momoWire)),
      http.get('*/api/v1/items/reviews/11', ({ request }) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset'));
        asked.push(`${url.searchParams.get('limit')}/${offset}`);
        const ids = offset === 1 ? Array.from({ length: 10 }, (_, i) => 12 - i) : [2, 1];
        return HttpResponse.json({ total_size: 12, limit: 10, offset, reviews: ids.map(review) });
      }),
    );
    itemPopupRequest.set({ itemId: 11, campaign: false });
    render(<ItemPopup labels={popupWithReviews} money={money} storeBase="/store" checkoutBase="/checkout" />);
    const reviews = await screen.findByRole('region', { name: 'Reviews (12)' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(10);
    expect(within(reviews).getAllByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveLength(10);
    await userEvent.click(within(reviews).getByRole('button', { name: 'Load more' }));
    expect(await within(reviews).findByText('Review 1')).toBeTruthy();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(12);
    expect(within(reviews).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual(['10/1', '10/2']);
    itemPopupRequest.set(null);
  });
});

describe('cart store', () => {
  it('a cart list asked before an add but answered after it does not take the new line away', async () => {
    const { addToCart, loadCart } = await import('../../src/stores/cart');
    const line = { id: 1, quantity: 1, price: 200, model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [], available: true, item: null };
    let answerList: (() => void) | null = null;
    server.use(
      http.get('*/api/v1/customer/cart/list', () => new Promise<Response>((resolve) => (answerList = () => resolve(HttpResponse.json([]))))),
      http.post('*/api/v1/customer/cart/add', () => HttpResponse.json([line])),
    );
    const listing = loadCart();
    // the list request has reached the server, which holds its answer
    await vi.waitFor(() => expect(answerList).not.toBeNull());
    await addToCart({ itemId: 11, model: 'Item', quantity: 1, variation: [], addOns: [] });
    expect(cartLines.get()).toHaveLength(1);
    answerList!();
    await listing;
    expect(cartLines.get()).toHaveLength(1);
    expect(localStorage.getItem('cart-count')).toBe('1');
  });
});
