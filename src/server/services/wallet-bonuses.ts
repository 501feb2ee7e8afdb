/** The shop's bonuses on wallet top-ups (wallet/bonuses): those switched on whose dates hold today (the rule: src/lib/pricing/wallet-bonus.ts). */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';

export type WalletBonus = typeof s.walletBonuses.$inferSelect;

export function runningWalletBonuses(db: Pick<Db, 'select'>, today: string): Promise<WalletBonus[]> {
  return db
    .select()
    .from(s.walletBonuses)
    .where(and(eq(s.walletBonuses.status, true), lte(s.walletBonuses.startDate, today), gte(s.walletBonuses.endDate, today)))
    .orderBy(asc(s.walletBonuses.minimumAddAmount), asc(s.walletBonuses.id));
}
