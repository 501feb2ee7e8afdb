/** The wallet and loyalty endpoints, bound to the browser transport (a module of its own, so only the points form carries it). */
import { walletApi } from '../endpoints/wallet';
import { request } from './transport';

export const wallet = /* @__PURE__ */ walletApi(request);
