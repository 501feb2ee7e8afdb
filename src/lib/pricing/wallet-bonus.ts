/**
 * The shop's bonus on a wallet top-up (6amMart's add-fund bonuses, wallet/bonuses): a bonus applies
 * from its minimum top-up; a percentage gives that share of the top-up, down to the paisa, at most
 * its maximum (0: no bound); an amount gives itself. Of the bonuses that apply, the largest is given.
 */
import { toPaisa, toRupees } from './order';

export interface WalletBonusRule {
  bonusType: 'percentage' | 'amount';
  bonusAmount: number;
  minimumAddAmount: number;
  maximumBonusAmount: number;
}

/** What one bonus gives on a top-up of `amount` (0 below its minimum). */
export function bonusOf(rule: WalletBonusRule, amount: number): number {
  if (!(amount > 0) || toPaisa(amount) < toPaisa(rule.minimumAddAmount) || !(rule.bonusAmount > 0)) return 0;
  if (rule.bonusType === 'amount') return toRupees(toPaisa(rule.bonusAmount));
  const share = Math.floor((toPaisa(amount) * toPaisa(rule.bonusAmount)) / 100 / 100);
  const cap = toPaisa(rule.maximumBonusAmount);
  return toRupees(cap > 0 ? Math.min(share, cap) : share);
}

/** The largest bonus any of `rules` gives on a top-up of `amount`. */
export function topUpBonus(rules: readonly WalletBonusRule[], amount: number): number {
  return rules.reduce((best, rule) => Math.max(best, bonusOf(rule, amount)), 0);
}
