/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: 'en' | 'ne';
    /** 'catalogue' pages are the same for everyone: kept by the page cache and shared caches (getShopper(Astro, 'catalogue')) */
    cache?: 'catalogue' | 'private';
    /** set when a loader lost data the page could do without: the page is then never publicly cached */
    degraded?: boolean;
    /** the page was rendered as anyone's (its session and guest cookies unread), its personal places as everyone sees them (src/lib/personal-slots.ts) */
    shared?: boolean;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** hydrate on the first pointer, touch or focus on the island or on elements matching the selector; no click is lost (src/directives/interact.ts) */
    'client:interact'?: string | boolean;
  }
}

/** every country a phone can belong to, named and sorted in each of the site's languages (scripts/vite/region-names.mjs) */
declare module 'virtual:region-names' {
  const byLocale: Record<string, Array<[country: string, name: string]>>;
  export default byLocale;
}
