/** A session that ends, however it ends (logout, an expired token, a deleted account), takes its cart and wishlist with it. */
import { describe, expect, it } from 'vitest';
import { clearSession, setToken } from '../../src/stores/auth';
import { cartLines, cartStatus, type CartLine } from '../../src/stores/cart';
import { wishlist } from '../../src/stores/wishlist';

describe('session end', () => {
  it('clearing the token empties the cart and the wishlist stores', () => {
    setToken('tok');
    cartLines.set([{ id: 1, quantity: 2 } as unknown as CartLine]);
    cartStatus.set('ready');
    wishlist.set({ items: [3], stores: [4], loaded: true });
    clearSession();
    expect(cartLines.get()).toEqual([]);
    expect(cartStatus.get()).toBe('idle');
    expect(wishlist.get()).toEqual({ items: [], stores: [], loaded: false });
  });

  it('a guest cart stays while no session changes', () => {
    clearSession();
    cartLines.set([{ id: 5, quantity: 1 } as unknown as CartLine]);
    expect(cartLines.get()).toHaveLength(1);
  });
});
