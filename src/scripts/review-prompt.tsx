/**
 * The review prompt's island, mounted where the server put its host (src/loaders/personal.ts) once the
 * page is idle: only a signed-in shopper's page has the host, so only theirs loads React for it.
 */
import { createRoot } from 'react-dom/client';
import ReviewPrompt from '../islands/orders/ReviewPrompt';
import type { ReviewPromptProps } from '../components/layout/Personal';

export function mountReviewPrompt(host: HTMLElement) {
  const props = JSON.parse(host.dataset.reviewPrompt ?? '{}') as ReviewPromptProps;
  createRoot(host).render(<ReviewPrompt {...props} />);
}
