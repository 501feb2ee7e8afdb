/** The content editor's calls in the browser: the staff member's token (never a customer's) and the page's language. */
import { adminApi } from '../endpoints/admin';
import { createRequester } from '../core';
import { pageApiBase } from '../page';
import { staffToken } from './staff-token';

export const admin = /* @__PURE__ */ adminApi(
  createRequester({
    baseUrl: pageApiBase(),
    headers: () => ({ token: staffToken() ?? undefined, language: document.documentElement.lang === 'ne' ? 'ne' : 'en' }),
  }),
);
