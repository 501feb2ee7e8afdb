/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: 'en' | 'ne';
    /** 'catalogue' pages may be cached by shared caches unless the shopper is signed in */
    cache?: 'catalogue' | 'private';
  }
}
