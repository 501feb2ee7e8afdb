/**
 * Uploaded images. The type comes from the file's first bytes, not its name or the browser's claim:
 * jpg/jpeg, png and gif only, at most 2 MB (spec: profile photo). Bytes live in the database so
 * every server process can serve them; the stored path is `uploads/{random}.{ext}` under /media.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { MAX_IMAGE_BYTES } from '../../lib/constants';

export { MAX_IMAGE_BYTES };

const SIGNATURES: Array<{ ext: string; type: string; magic: number[] }> = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'gif', type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
];

export type ImageCheck = { ok: true; ext: string; type: string } | { ok: false; reason: 'type' | 'size' | 'empty' };

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (!bytes.length) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  const match = SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b));
  return match ? { ok: true, ext: match.ext, type: match.type } : { ok: false, reason: 'type' };
}

/** Store a checked image; answers its media path. */
export async function storeImage(db: Pick<Db, 'insert'>, bytes: Uint8Array, ownerId: number | null): Promise<string> {
  const check = checkImage(bytes);
  if (!check.ok) throw new Error(`not an allowed image: ${check.reason}`);
  const key = `${randomBytes(16).toString('hex')}.${check.ext}`;
  await db.insert(mediaFiles).values({ key, contentType: check.type, bytes: Buffer.from(bytes), size: bytes.length, ownerId });
  return `uploads/${key}`;
}

export async function readImage(db: Db, key: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!/^[0-9a-f]{32}\.(jpg|png|gif)$/.test(key)) return undefined;
  const [row] = await db.select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  return row;
}

/** Forget an upload that is no longer used (a replaced or deleted profile photo). */
export async function removeImage(db: Db, path: string | null | undefined): Promise<void> {
  const key = path?.startsWith('uploads/') ? path.slice('uploads/'.length) : null;
  if (key) await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
}
