/**
 * Marks a React component that Astro renders on the server as React's, so Astro takes the React
 * renderer at once instead of asking it (`check()`, which in @astrojs/react rendered the component
 * once just to see that it is React; ours, src/renderers/react-server.ts, only looks at its type).
 * The cards are rendered by the dozen on every catalogue page, and the header's islands on every page.
 */
const RENDERER = Symbol.for('astro:renderer');

export function reactOnServer<T extends object>(component: T): T {
  if (!(RENDERER in component)) Object.defineProperty(component, RENDERER, { value: '@astrojs/react' });
  return component;
}
