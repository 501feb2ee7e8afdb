/**
 * Whether the sandbox gateway is on, and what the server says at start while it is (issue 43.3). It
 * takes no money, so it is for development and the demo: on by default on the embedded database,
 * off with DATABASE_URL (a real deployment) unless PAYMENT_SANDBOX=on; PAYMENT_SANDBOX=off turns it
 * off anywhere. This module imports nothing, so scripts/start.mjs reads it as it is (Node strips the
 * types) to warn before serving.
 */
type Env = Record<string, string | undefined>;

/** PAYMENT_SANDBOX as one of its two values, or unset (anything else counts as unset) */
function sandboxSetting(env: Env): 'on' | 'off' | null {
  const value = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  return value === 'on' || value === 'off' ? value : null;
}

export function sandboxEnabled(env: Env = process.env): boolean {
  const setting = sandboxSetting(env);
  return setting ? setting === 'on' : !env.DATABASE_URL;
}

/** The warning while the sandbox is the provider (no Stripe key), or null. */
export function sandboxWarning(env: Env = process.env): string | null {
  if (env.STRIPE_SECRET_KEY || !sandboxEnabled(env)) return null;
  const why = env.DATABASE_URL ? 'PAYMENT_SANDBOX=on' : 'the embedded demo database';
  return `[payments] WARNING: the sandbox payment gateway is on (${why}): anyone can press Pay and no money is taken. Set STRIPE_SECRET_KEY to take real payments${env.DATABASE_URL ? ', or unset PAYMENT_SANDBOX' : ''}.`;
}
