import type { APIRoute } from 'astro';
import { getDatabase } from '../../../server/db/client';
import { readImage } from '../../../server/services/uploads';
import { publicCacheControl } from '../../../server/cache/policy';

export const prerender = false;

/** Uploaded images; a key is never reused, so they cache for good. */
export const GET: APIRoute = async ({ params }) => {
  const { db } = await getDatabase();
  const image = await readImage(db, params.name ?? '');
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'cache-control': publicCacheControl('public, max-age=31536000, immutable'),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
};
