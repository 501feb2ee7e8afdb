/**
 * Draining (issue 47.4): once a server process is told to stop, /readyz answers 503, open event
 * streams end with a `retry:` hint, and the process finishes what is in flight before it exits.
 * scripts/serve.mjs starts the drain; the parts that hold something open listen for it here.
 */
import { processWide } from './process-wide.ts';

interface Drain {
  draining: boolean;
  listeners: Set<() => void>;
  /** what closes when the process stops (the database), last thing before it exits */
  shutdownHooks: Set<() => Promise<void>>;
}

const drain = processWide<Drain>('drain', () => ({ draining: false, listeners: new Set(), shutdownHooks: new Set() }));

export const isDraining = (): boolean => drain.draining;

/** Call `fn` when the process starts draining (at once if it has). Returns the way to stop listening. */
export function onDrain(fn: () => void): () => void {
  if (drain.draining) {
    fn();
    return () => {};
  }
  drain.listeners.add(fn);
  return () => void drain.listeners.delete(fn);
}

export function startDraining(): void {
  if (drain.draining) return;
  drain.draining = true;
  for (const fn of [...drain.listeners]) fn();
  drain.listeners.clear();
}

/** Close `fn`'s resource when the process stops, after the requests in flight are done. */
export function onShutdown(fn: () => Promise<void>): void {
  drain.shutdownHooks.add(fn);
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = [...drain.shutdownHooks];
  drain.shutdownHooks.clear();
  await Promise.all(hooks.map((fn) => fn()));
}
