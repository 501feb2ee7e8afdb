/** An uploaded image field: nothing, or the bytes of an allowed image (403 under `code` otherwise). */
import { refusal } from '../core/errors';
import { checkImage, MAX_IMAGE_BYTES } from '../services/uploads';
import { MAX_ATTACHED_IMAGES } from '../../lib/constants';

export async function imageBytes(value: unknown, code: string): Promise<Uint8Array | null> {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof (value as Blob).arrayBuffer !== 'function') throw refusal(403, code, 'image_type');
  const blob = value as Blob;
  if (blob.size === 0) return null;
  if (blob.size > MAX_IMAGE_BYTES) throw refusal(403, code, 'image_size');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const check = checkImage(bytes);
  if (!check.ok) throw refusal(403, code, check.reason === 'size' ? 'image_size' : 'image_type');
  return bytes;
}

/** A list of image fields (`name[]` or `name`, the first that is sent): at most MAX_ATTACHED_IMAGES, each a checked image. */
export async function imageList(raw: Record<string, unknown>, names: string[], code: string): Promise<Uint8Array[]> {
  const sent = names.map((n) => raw[n]).find((v) => v !== undefined);
  const files = (Array.isArray(sent) ? sent : sent === undefined || sent === '' ? [] : [sent]).filter((f) => !(typeof f === 'string' && f === ''));
  if (files.length > MAX_ATTACHED_IMAGES) throw refusal(403, code, 'images_too_many');
  return (await Promise.all(files.map((f) => imageBytes(f, code)))).filter((b): b is Uint8Array => b !== null);
}
