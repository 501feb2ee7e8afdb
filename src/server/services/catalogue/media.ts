/** Stored image paths are relative to /media (offline emoji set or uploads); the wire wants full URLs. */
export function mediaUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/$/, '')}/media/${path.replace(/^\//, '')}`;
}

/**
 * A media address kept in a snapshot (an order line's product as it was ordered): served from the
 * asking origin, whichever origin wrote it (the demo seed writes none; a shop that moves keeps its
 * old orders' pictures). Addresses off this shop's /media stay as they are.
 */
export function keptMediaUrl(origin: string, kept: string | null | undefined): string | null {
  if (!kept) return null;
  const path = /^https?:\/\//.test(kept) ? new URL(kept).pathname : kept;
  return path.startsWith('/media/') ? `${origin.replace(/\/$/, '')}${path}` : mediaUrl(origin, kept);
}
