/**
 * The review prompt's island, mounted where the server put its host (src/loaders/personal.ts) once the
 * page is idle: only a signed-in shopper's page has the host, so only theirs loads React for it.
 *
 * It is rendered by Astro's own React client (`@astrojs/react/client.js`, as a `client:only` island
 * is): importing react-dom's createRoot here instead split that client into two chunks, 0.3 KB more
 * on every page with an island (tests/e2e/js-budget.spec.ts). The client renders into an island
 * root, which it knows by the `ssr` attribute Astro's islands carry.
 */
import renderer from '@astrojs/react/client.js';
import ReviewPrompt from '../islands/orders/ReviewPrompt';
import type { ReviewPromptProps } from '../components/layout/Personal';

export function mountReviewPrompt(host: HTMLElement) {
  const props = JSON.parse(host.dataset.reviewPrompt ?? '{}') as ReviewPromptProps;
  host.setAttribute('ssr', '');
  void renderer(host)(ReviewPrompt, props, {}, { client: 'only' });
}
