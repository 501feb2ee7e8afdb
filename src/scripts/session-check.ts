/**
 * A token this page's server did not vouch for (no cookie, or the server found it expired): ask for
 * the profile once; a 401 runs the shared expired-session flow (sign out, the session message on
 * /home). Loaded only when a token is stored, so guests never download it.
 */
import * as api from '../lib/api/browser/account';

export async function checkSession(): Promise<void> {
  await api.account.profile().catch(() => undefined);
}
