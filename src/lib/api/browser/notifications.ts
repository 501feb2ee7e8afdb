/** The notification endpoints, bound to the browser transport (a module of its own, so only the inbox carries it). */
import { notificationsApi } from '../endpoints/notifications';
import { request } from './transport';

export const notifications = /* @__PURE__ */ notificationsApi(request);
