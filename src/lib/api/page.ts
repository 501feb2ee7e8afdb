/** What the page tells its scripts about the API: the backend's origin (`<meta name="api-base">`, API_BASE_URL), '' for this one. */
export function pageApiBase(): string {
  return typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content ?? '');
}
