/**
 * A server-only React component (a card) as plain HTML, rendered in one synchronous call: no island,
 * no hydration markers, none of the per-component work Astro's React renderer does (a streamed render
 * per component, dozens of cards per page). For `<Fragment set:html={staticMarkup(Card, props)} />`;
 * React escapes the text, as it would anywhere.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function staticMarkup<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
