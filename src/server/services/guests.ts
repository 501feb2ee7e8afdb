/** Guests: a random id that keys a guest's cart (not sequential, so it cannot be guessed). */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownToExist } from '../db/reference-cache';
import { guests } from '../db/schema';
import { MAX_ID } from '../core/context';

export async function createGuest(db: Db, fields: { fcmToken: string | null; ip: string | null }): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [guest] = await db
      .insert(guests)
      .values({ id: randomInt(100_000_000, MAX_ID), fcmToken: fields.fcmToken, ipAddress: fields.ip })
      .onConflictDoNothing()
      .returning({ id: guests.id });
    if (guest) return guest.id;
  }
  throw new Error('could not allocate a guest id');
}

/** Whether the guest exists (an id once seen is remembered until a guest is deleted: the app never deletes one). */
export function guestExists(db: Db, id: number): Promise<boolean> {
  return knownToExist(db, 'guests', ['guests'], id, async () => {
    const [guest] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, id)).limit(1);
    return Boolean(guest);
  });
}
