/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: 'en' | 'ne';
    /** 'catalogue' pages may be cached by shared caches unless the shopper is signed in */
    cache?: 'catalogue' | 'private';
    /** set when a loader lost data the page could do without: the page is then never publicly cached */
    degraded?: boolean;
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
