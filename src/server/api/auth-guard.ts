/** Bearer-token guard for customer routes: 401 `auth-001` without a live session. */
import type { Context } from 'hono';
import { customerForToken, type SignedIn } from '../services/auth/sessions';
import type { RequestContext } from '../core/context';
import { unauthorized } from '../core/errors';
import type { Env } from './context';
import { oncePerPage } from './page-sessions';

export function bearerToken(c: Context<Env>): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export async function requireCustomer(ctx: RequestContext, c: Context<Env>): Promise<SignedIn> {
  const token = bearerToken(c);
  // a page's in-process calls share one lookup (./page-sessions.ts)
  const found = token ? await oncePerPage(token, () => customerForToken(ctx.db, token, ctx.now)) : null;
  if (!found) throw unauthorized();
  return found;
}
