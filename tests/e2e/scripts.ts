/** The scripts a page loads, as the JavaScript checks see them: gzip size, and whether it is React's code. */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** markers of React's runtime (react-dom's fibers, the element symbol of react and its JSX runtime) */
export const REACT_CODE = /__reactFiber|react\.transitional\.element/;

export interface LoadedScript {
  gzip: number;
  react: boolean;
}

/** Every script the page loads from now on, by URL. */
export function recordScripts(page: Page): Map<string, LoadedScript> {
  const scripts = new Map<string, LoadedScript>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      scripts.set(res.url(), { gzip: gzipSync(body).length, react: REACT_CODE.test(body.toString('utf8')) });
    } catch {
      // redirects and aborted loads have no body
    }
  });
  return scripts;
}

export const reactLoaded = (scripts: Map<string, LoadedScript>) => [...scripts.values()].some((s) => s.react);
