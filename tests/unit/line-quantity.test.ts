/**
 * One rule for how many of an item a cart line may hold (issue 44.1): the server's check
 * (checkQuantity), the cart drawer's and item popup's plus button (nextQuantityBlock) and the product
 * page's form (lineQuantityLimit) must agree, a variation's own stock included.
 */
import { describe, expect, it } from 'vitest';
import { checkQuantity } from '../../src/server/services/cart';
import { lineQuantityLimit, nextQuantityBlock, tracksStock, type LineVariation } from '../../src/lib/pricing';
import type { Product } from '../../src/server/services/catalogue/products';

const product = (over: Partial<Product>): Product => ({ id: 1, name: 'Rice', moduleType: 'grocery', stock: 50, maximumCartQuantity: null, variations: [], ...over }) as Product;

describe('a line\'s quantity: the server, the drawer and the product page agree', () => {
  const cases: Array<[string, Product, LineVariation]> = [
    ['stock', product({ stock: 7 }), []],
    ['maximum cart quantity below stock', product({ stock: 50, maximumCartQuantity: 4 }), []],
    ["a variation's own stock", product({ stock: 50, variations: [{ type: '1kg', price: 100, stock: 3 }, { type: '5kg', price: 450, stock: 40 }] } as Partial<Product>), [{ type: '1kg', price: 100 }]],
    ['a variation without its own stock', product({ stock: 9, variations: [{ type: '1kg', price: 100 }] } as Partial<Product>), [{ type: '1kg', price: 100 }]],
    ['sold out', product({ stock: 0 }), []],
    ['food counts no stock', product({ moduleType: 'food', stock: 0, maximumCartQuantity: 6 }), []],
  ];
  for (const [name, item, variation] of cases) {
    it(name, () => {
      const counts = tracksStock(item.moduleType);
      const limit = lineQuantityLimit(item, variation, counts);
      for (let q = 1; q <= 60; q++) {
        let serverTakes = true;
        try {
          checkQuantity(item, q, variation);
        } catch {
          serverTakes = false;
        }
        expect(serverTakes, `${name}: ${q}`).toBe(q <= limit.max);
        // the drawer's plus from q - 1 allows q exactly when the server takes q
        expect(nextQuantityBlock(item, q - 1, counts, variation) === null, `${name}: plus to ${q}`).toBe(serverTakes);
      }
    });
  }
});
