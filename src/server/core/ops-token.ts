/**
 * The operator's token: what the operator command (`npm run ops`) shows the server to drive orders.
 * OPS_TOKEN when set (every process of a deployment shares it); otherwise a random token kept in
 * DATA_DIR/ops-token (mode 600), made by whichever of the server or the command needs it first.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function opsTokenFile(): string {
  return path.resolve(process.env.DATA_DIR ?? './data', 'ops-token');
}

let cached: string | null = null;
export function opsToken(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  if (cached) return cached;
  const file = opsTokenFile();
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(24).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch {
      // another process made it first: read theirs
    }
    cached = readFileSync(file, 'utf8').trim();
  }
  return cached;
}

/** Whether `given` is `expected`, compared in constant time (a token, a scraper's secret). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isOpsToken(given: string | null | undefined): boolean {
  return Boolean(given) && sameSecret(given!, opsToken());
}
