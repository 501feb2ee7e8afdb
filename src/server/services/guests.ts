/** Guests: a random id that keys a guest's cart (not sequential, so it cannot be guessed). */
import { getRandomValues } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownToExist } from '../cache/reference-cache';
import { guests } from '../db/schema';
import { tooManyAttempts } from './auth/attempts';
import { hit, LIMITS, peek } from './auth/rate-limit';

/** the smallest id handed out: every id has at least nine digits */
const MIN_GUEST_ID = 100_000_000;

/** A uniformly random 53-bit id (crypto.randomInt stops at 2^48). */
export function randomGuestId(): number {
  for (;;) {
    const [high, low] = getRandomValues(new Uint32Array(2));
    const id = (high & 0x1f_ffff) * 2 ** 32 + low;
    if (id >= MIN_GUEST_ID) return id;
  }
}

export async function createGuest(db: Db, fields: { fcmToken: string | null; ip: string | null }): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [guest] = await db.insert(guests).values({ id: randomGuestId(), fcmToken: fields.fcmToken, ipAddress: fields.ip }).onConflictDoNothing().returning({ id: guests.id });
    if (guest) return guest.id;
  }
  throw new Error('could not allocate a guest id');
}

/**
 * Whether the guest exists (an id once seen is remembered until a guest is deleted: the app never
 * deletes one). Looking up ids that do not exist is how someone would hunt for another guest's cart:
 * an address that misses too often (LIMITS.guestMissesPerIp) is refused any lookup for a while (429).
 * A remembered id costs nothing, so shoppers never pay for the check.
 */
export function guestExists(db: Db, id: number, ip: string | null = null): Promise<boolean> {
  return knownToExist(db, 'guests', ['guests'], id, async () => {
    const key = `guest-miss:ip:${ip}`;
    if (ip !== null) {
      const misses = await peek(db, key, LIMITS.guestMissesPerIp);
      if (misses.count >= LIMITS.guestMissesPerIp.max) throw tooManyAttempts(misses.retryAfter);
    }
    const [guest] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, id)).limit(1);
    if (!guest && ip !== null) await hit(db, key, LIMITS.guestMissesPerIp);
    return Boolean(guest);
  });
}
