/**
 * Password hashing with node:crypto scrypt (memory-hard), self-describing hash strings.
 *
 * The cost is one of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet): N=2^14,
 * r=8, p=5, which costs as much work as N=2^17, p=1 with an eighth of its memory (16 MiB a hash, not
 * 128 MiB: a 2-core server signs in many at once). A hash made at a lower cost is made again at
 * this one when its owner next signs in (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 5;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether a stored hash was made at less than today's cost (or another scheme), so it should be made again. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, rr, pp] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) * Number(rr) * Number(pp) < N * r * p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
