/**
 * Marks a React component whose server render is empty by construction: an island that draws nothing
 * until something only the browser has arrives (`withLabels`: its labels, loaded once it hydrates).
 * The islands' server renderer (src/renderers/react-server.ts) answers such a component with the empty
 * string React would have made, without running React (issue 16: the header's five islands, rendered
 * on every page to nothing, were 4% of a page's CPU). Hydration is unchanged: the island's first render
 * in the browser is empty too.
 */
const EMPTY_ON_SERVER = Symbol.for('storefront:empty-on-server');

export function emptyOnServer<T extends object>(component: T): T {
  Object.defineProperty(component, EMPTY_ON_SERVER, { value: true });
  return component;
}

export function isEmptyOnServer(component: unknown): boolean {
  return typeof component === 'function' && EMPTY_ON_SERVER in component;
}
