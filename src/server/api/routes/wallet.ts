/** The customer's wallet history and loyalty points: history, and points to the wallet (issue 18). */
import { z } from 'zod';
import { loyaltyRules, loyaltyTransactions, transferPoints, walletTransactions } from '../../services/loyalty';
import { WALLET_FILTERS } from '../../../lib/wallet-filters';
import { loadSettings } from '../../services/settings';
import { startAddFund } from '../../services/payments';
import { ADD_FUND_MAX } from '../../../lib/constants';
import { refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { numeric, pageFields } from '../context';
import { addFundAnswer, bonusesAnswer, ledgerAnswer, messageAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { pagedWire } from '../wire/paged';
import { loyaltyTransactionWire, walletBonusWire, walletTransactionWire } from '../wire/ledger';
import { runningWalletBonuses } from '../../services/wallet-bonuses';
import { typedSettings } from '../../services/settings-schema';

/** `all` (as 6amMart clients send it), empty or absent: every type (issue 45.1) */
const walletQuery = z.object({ ...pageFields, type: z.preprocess((v) => (v === 'all' || v === '' || v === null ? undefined : v), z.enum(WALLET_FILTERS).optional()) });
const pageQuery = z.object(pageFields);
const transferBody = z.object({ point: numeric(z.number().int('api.field_invalid').min(1).max(1_000_000_000)) });
const addFundBody = z.object({
  amount: numeric(z.number().min(1).max(ADD_FUND_MAX).multipleOf(0.01, 'api.field_invalid')),
  payment_method: z.string().max(60).optional().meta({ description: 'the provider is the one configured (sandbox, or Stripe)' }),
  payment_platform: z.string().max(20).optional(),
  callback: z.url().max(2000).optional().meta({ description: "where the shopper comes back to, with flag (success, fail, cancel); this storefront's origin or one listed in PAYMENT_CALLBACK_ORIGINS" }),
});

export function registerWalletRoutes(app: Router) {
  const api = documented(app, 'Wallet and loyalty points');
  api.get('/customer/wallet/transactions', { answer: ledgerAnswer, summary: "The wallet's history, newest first; type narrows it", query: walletQuery, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    if (!typedSettings(await loadSettings(ctx.db)).wallet) throw refusal(404, 'wallet', 'wallet_disabled');
    const q = input.query();
    return pagedWire(await walletTransactions(ctx, customer.id, q.type ?? null, q), 'data', walletTransactionWire);
  });

  api.get('/customer/wallet/bonuses', { answer: bonusesAnswer, summary: "The shop's running bonuses on wallet top-ups (the largest that applies is added with the top-up)", needs: ['customer'] }, async (ctx, c) => {
    await requireCustomer(ctx, c);
    const settings = await loadSettings(ctx.db);
    if (!typedSettings(settings).wallet) throw refusal(404, 'wallet', 'wallet_disabled');
    if (!typedSettings(settings).addFund) return [];
    return (await runningWalletBonuses(ctx.db, ctx.today)).map(walletBonusWire);
  });

  api.get('/customer/loyalty-point/transactions', { answer: ledgerAnswer, summary: 'The loyalty points history, newest first', query: pageQuery, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    if (!(await loyaltyRules(ctx.db)).enabled) throw refusal(404, 'loyalty_point', 'loyalty_disabled');
    return pagedWire(await loyaltyTransactions(ctx, customer.id, input.query()), 'data', loyaltyTransactionWire);
  });

  api.post(
    '/customer/wallet/add-fund',
    { answer: addFundAnswer, summary: 'Money into the wallet through the payment provider: answers where to pay; the wallet is credited once the provider says paid', body: addFundBody, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await input.body();
      const { redirectUrl } = await startAddFund(ctx, customer.id, body.amount, body.callback ?? `${ctx.origin}/profile?page=wallet`);
      return { redirect_link: redirectUrl };
    },
  );

  api.post(
    '/customer/loyalty-point/point-transfer',
    { answer: messageAnswer, summary: 'Points to the wallet at the exchange rate, from the minimum; 203 below it, 403 insufficient_point beyond the balance', body: transferBody, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const { point } = await input.body();
      await transferPoints(ctx, customer.id, point);
      return { message: t(ctx.locale, 'point_transferred') };
    },
  );
}
