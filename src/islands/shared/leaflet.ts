/**
 * Leaflet with its stylesheet, loaded together the first time a map is shown. Imported as a style by
 * the map islands (even dynamically), the stylesheet was linked, render-blocking, from the head of
 * every page whose header holds the location picker: 15 KiB of CSS in every page's style passes, on
 * pages with no map. Here it is only a URL, linked once when a map first loads. (The delivery-areas
 * map, the whole of its page, links it from the head as before.)
 */
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';

let styled: Promise<void> | null = null;

function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`the map's stylesheet did not load (${href})`));
    document.head.append(link);
  });
}

export function loadLeaflet(): Promise<typeof import('leaflet')> {
  styled ??= linkStylesheet(leafletCssUrl).catch((error: unknown) => {
    // a later map tries again
    styled = null;
    throw error;
  });
  return Promise.all([import('leaflet'), styled]).then(([L]) => L);
}
