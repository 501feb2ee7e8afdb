/** The wallet's ledger: a credit changes the balance and writes its transaction in the caller's transaction. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';

type Tx = Pick<Db, 'update' | 'insert'>;

/** Credit a customer's wallet (a refund, a cashback); answers the new balance, or null for no such customer. */
export async function creditWallet(
  tx: Tx,
  credit: {
    userId: number;
    amount: number;
    transactionId: string;
    type: 'order_refund' | 'cashback' | 'refund_order' | 'loyalty_point' | 'referrer' | 'add_fund';
    reference: string;
    now: Date;
    /** the shop's bonus on a top-up, on the same ledger row (admin_bonus) */
    bonus?: number;
  },
): Promise<number | null> {
  if (credit.amount <= 0) return null;
  const bonus = credit.bonus && credit.bonus > 0 ? credit.bonus : 0;
  const [row] = await tx
    .update(s.customers)
    .set({ walletBalance: sql`${s.customers.walletBalance} + ${credit.amount} + ${bonus}` })
    .where(eq(s.customers.id, credit.userId))
    .returning({ balance: s.customers.walletBalance });
  if (!row) return null;
  await tx.insert(s.walletTransactions).values({
    userId: credit.userId,
    transactionId: credit.transactionId,
    credit: credit.amount,
    adminBonus: bonus,
    balance: row.balance,
    transactionType: credit.type,
    reference: credit.reference,
    createdAt: credit.now,
  });
  return row.balance;
}
