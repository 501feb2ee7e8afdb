/** What a route file needs from the app: the router type and the JSON handler wrapper. */
import type { Context, Hono } from 'hono';
import type { RequestContext } from '../core/context';
import type { Env } from './context';

export type Handler = (ctx: RequestContext, c: Context<Env>) => Promise<unknown> | unknown;
export type Router = Hono<Env>;

/** Wrap a handler: its return value becomes the JSON body; a Response passes through. */
export function json(handler: Handler) {
  return async (c: Context<Env>) => {
    const result = await handler(c.get('ctx'), c);
    if (result instanceof Response) return result;
    return c.json(result as never);
  };
}
