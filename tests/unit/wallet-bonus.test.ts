import { describe, expect, it } from 'vitest';
import { bonusOf, topUpBonus, type WalletBonusRule } from '../../src/lib/pricing/wallet-bonus';

const share: WalletBonusRule = { bonusType: 'percentage', bonusAmount: 5, minimumAddAmount: 2000, maximumBonusAmount: 200 };
const fixed: WalletBonusRule = { bonusType: 'amount', bonusAmount: 150, minimumAddAmount: 3000, maximumBonusAmount: 0 };

describe('the bonus on a wallet top-up', () => {
  it.each([
    ['below the minimum', share, 1999.99, 0],
    ['at the minimum', share, 2000, 100],
    ['a share down to the paisa', share, 2345.67, 117.28],
    ['a share at most its maximum', share, 10000, 200],
    ['a share without a bound', { ...share, maximumBonusAmount: 0 }, 10000, 500],
    ['a fixed amount from its minimum', fixed, 3000, 150],
    ['a fixed amount below it', fixed, 2999, 0],
    ['nothing for nothing', share, 0, 0],
    ['a bonus of 0 gives 0', { ...share, bonusAmount: 0 }, 5000, 0],
  ] as const)('%s', (_, rule, amount, bonus) => {
    expect(bonusOf(rule, amount)).toBe(bonus);
  });

  it('gives the largest of the bonuses that apply', () => {
    expect(topUpBonus([share, fixed], 2500)).toBe(125);
    expect(topUpBonus([share, fixed], 3000)).toBe(150);
    expect(topUpBonus([share, fixed], 5000)).toBe(200);
    expect(topUpBonus([], 5000)).toBe(0);
  });
});
