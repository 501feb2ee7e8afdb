/**
 * The server half of the React islands' renderer (the client half stays @astrojs/react's, see
 * astro.config.mjs). Issue 16: @astrojs/react renders every island through React's web stream
 * (`renderToReadableStream`) and reads the bytes back into a string, about a tenth of a product
 * page's CPU for six header islands; its `experimentalDisableStreaming` uses `renderToString` but
 * drops the island's id prefix, so `useId` would not match when the island hydrates. Here an island
 * is rendered to a string in one synchronous pass with its prefix, the one the client hydrates with.
 *
 * - React is the site's only framework renderer: any component Astro hands to `check` that is a
 *   function or a React object (memo, forwardRef, lazy) is React's, decided without rendering it.
 * - Astro's slots become `<astro-slot>` elements the client's renderer finds again (children as the
 *   `children` prop, named slots as props), as @astrojs/react does.
 * - Resource hints React hoists into a component's output (`<link rel=preload>`, ...) are removed: an
 *   island's HTML sits inside the body, and the page's head already names what it loads.
 * - The islands' own suspense boundaries, if any, render their fallback (the island renders the
 *   rest on the client): no island of the site suspends on the server.
 * - An island whose server render is empty by construction (src/lib/empty-on-server.ts: the islands
 *   that wait for their labels) is answered with that empty string without running React.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { isEmptyOnServer } from '../lib/empty-on-server';

type Slots = Record<string, string | undefined>;
interface Metadata {
  /** set where Astro's slots may be hydrated with the island ('astro-slot') rather than left static */
  astroStaticSlot?: boolean;
  hydrate?: string;
}
interface RendererThis {
  result?: object;
}

const ID_PREFIX = 'r';
/** each page's islands numbered in order, r0, r1, ...: the prefix of every id React makes inside one */
const islandsOf = new WeakMap<object, number>();
function nextPrefix(result: object | undefined): string | undefined {
  if (!result) return undefined;
  const n = islandsOf.get(result) ?? 0;
  islandsOf.set(result, n + 1);
  return `${ID_PREFIX}${n}`;
}

const REACT_TYPES = new Set(['react.memo', 'react.forward_ref', 'react.lazy', 'react.element', 'react.transitional.element'].map((name) => Symbol.for(name)));

/** Whether Astro should render this component with React: a function or a React object (memo, forwardRef, lazy). */
export function check(Component: unknown): Promise<boolean> {
  if (typeof Component === 'function') return Promise.resolve(true);
  const tag = Component !== null && typeof Component === 'object' ? (Component as { $$typeof?: symbol }).$$typeof : undefined;
  return Promise.resolve(tag !== undefined && REACT_TYPES.has(tag));
}

/** an Astro slot's HTML inside the island: the client's renderer reads it back from the same element */
function SlotHtml({ value, name, hydrate }: { value: string | undefined; name?: string; hydrate: boolean }): ReactNode {
  if (!value?.trim()) return null;
  return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: value } });
}

const camel = (slot: string) => slot.trim().replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());
const HOISTED_HINT = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

export function renderToStaticMarkup(
  this: RendererThis | undefined,
  Component: unknown,
  props: Record<string, unknown>,
  { default: children, ...named }: Slots,
  metadata?: Metadata,
): Promise<{ html: string; attrs: Record<string, string | undefined> }> {
  const prefix = nextPrefix(this?.result);
  if (isEmptyOnServer(Component)) return Promise.resolve({ html: '', attrs: { prefix } });
  // a slot is hydrated with the island unless Astro says the island is static
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const { class: _class, ...rest } = props;
  const own: Record<string, unknown> = { ...rest };
  for (const [name, value] of Object.entries(named)) own[camel(name)] = createElement(SlotHtml, { value, name: camel(name), hydrate });
  const inner = children ?? (props.children as string | undefined);
  if (inner != null) own.children = createElement(SlotHtml, { value: inner, hydrate });
  const html = renderToString(createElement(Component as ComponentType<Record<string, unknown>>, own), { identifierPrefix: prefix }).replace(HOISTED_HINT, '');
  return Promise.resolve({ html, attrs: { prefix } });
}

export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
