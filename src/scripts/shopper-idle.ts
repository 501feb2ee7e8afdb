/**
 * What a shopper with a session or a guest id gets once the page is idle (src/scripts/header.ts loads
 * this then, and only for them): their order and message notifications, and, where the server put
 * its host (a signed-in page: src/loaders/personal.ts), the review prompt. The prompt's React loads
 * from here, so the header's own script carries none of it (tests/e2e/js-budget.spec.ts).
 */
import { followOrderNotifications, type NotificationLabels } from './order-notifications';

export function startShopperExtras(labels: NotificationLabels): void {
  followOrderNotifications(labels, new AbortController().signal);
  const prompt = document.querySelector<HTMLElement>('[data-review-prompt]');
  if (prompt) void import('./review-prompt').then((m) => m.mountReviewPrompt(prompt));
}
