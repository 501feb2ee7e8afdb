/** The wallet history's types (reference: customer/wallet/transactions `type`), shared by the API and the wallet page. */
export const WALLET_FILTERS = ['order', 'loyalty_point', 'add_fund', 'referrer', 'CashBack', 'refund'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
