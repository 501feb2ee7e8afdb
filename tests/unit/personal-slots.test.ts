/** A shopper's own places in a shared page (issue 48): found in one pass, filled without decoding the rest. */
import { describe, expect, it } from 'vitest';
import { fillSlots, findSlots, personalSlot } from '../../src/lib/personal-slots';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (page: Uint8Array) => new TextDecoder().decode(page);

describe('personal places', () => {
  const page = `<html lang="ne"><header>${personalSlot('session', '')}<nav>साइन इन ${personalSlot('account', '<a href="/auth/sign-in">Sign In</a>')}</nav>${personalSlot('cart', '<a data-cart-open>0</a>')}</header><main>${personalSlot('visit-again', '')}<h1>पसल</h1></main></html>`;

  it('are found in page order with where they start and end', () => {
    const slots = findSlots(bytes(page));
    expect(slots.map((slot) => slot.name)).toEqual(['session', 'account', 'cart', 'visit-again']);
    const account = slots[1];
    expect(text(bytes(page).subarray(account.start, account.end))).toBe(personalSlot('account', '<a href="/auth/sign-in">Sign In</a>'));
  });

  it("hold the shopper's markup once filled, keep everyone's where nothing is given, and leave the rest as it was (Nepali included)", () => {
    const filled = text(fillSlots(bytes(page), { account: '<details>सीता</details>', session: '<span hidden data-session="valid"></span>', 'visit-again': '' }));
    expect(filled).toBe(
      `<html lang="ne"><header><span hidden data-session="valid"></span><nav>साइन इन <details>सीता</details></nav>${personalSlot('cart', '<a data-cart-open>0</a>')}</header><main><h1>पसल</h1></main></html>`,
    );
  });

  it('ignore a comment that only looks like a place, and a place never closed', () => {
    const odd = `<!--personal:nothing-->x<!--/personal:nothing--><!--personal:cart-->never closed`;
    expect(findSlots(bytes(odd))).toEqual([]);
    expect(text(fillSlots(bytes(odd), { cart: 'mine' }))).toBe(odd);
  });
});
