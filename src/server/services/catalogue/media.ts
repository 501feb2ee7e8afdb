/** Stored image paths are relative to /media (offline emoji set or uploads); the wire wants full URLs. */
export function mediaUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/$/, '')}/media/${path.replace(/^\//, '')}`;
}
