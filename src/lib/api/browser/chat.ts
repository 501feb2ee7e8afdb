/** The chat endpoints, bound to the browser transport (a module of its own, so only the inbox carries it). */
import { chatApi } from '../endpoints/chat';
import { request } from './transport';

export const chat = /* @__PURE__ */ chatApi(request);
