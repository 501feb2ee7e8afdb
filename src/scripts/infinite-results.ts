/**
 * Infinite results (spec section 9, issue 17) on the listing pages, layered on their paginated
 * links (which are what a shopper without JavaScript, and a crawler, use). When the pagination
 * comes within 200 px of the view (10% of it visible), the next page is fetched as the server
 * renders it, and its results are added to the list and its pagination replaces this one. It stops
 * when a page adds nothing or there is no next page; a failed page is tried again on the next
 * approach, three times at most.
 */
import { mountHearts, pageHeartLabels } from '../lib/hearts';

export const SENTINEL_MARGIN = '200px';
export const SENTINEL_THRESHOLD = 0.1;
const MAX_FAILURES = 3;

export type PageFetcher = (url: string) => Promise<string>;

const fetchHtml: PageFetcher = async (url) => {
  const res = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
};

/** Follow one list: `list` is `[data-results]`, `nav` its `[data-pagination]` (with `data-next`). */
export function followResults(list: HTMLElement, nav: HTMLElement, fetchPage: PageFetcher = fetchHtml): () => void {
  let pagination = nav;
  let loading = false;
  let failures = 0;
  const observer = new IntersectionObserver((entries) => void (entries.some((e) => e.isIntersecting) && next()), { rootMargin: SENTINEL_MARGIN, threshold: SENTINEL_THRESHOLD });
  const stop = () => observer.disconnect();

  async function next() {
    const url = pagination.dataset.next;
    if (loading || !url) return;
    loading = true;
    try {
      const page = new DOMParser().parseFromString(await fetchPage(url), 'text/html');
      const items = [...(page.querySelector(`[data-results="${list.dataset.results}"]`)?.children ?? [])];
      if (!items.length) return stop();
      const added = items.map((li) => list.appendChild(document.importNode(li, true)));
      const hearts = pageHeartLabels();
      if (hearts) for (const li of added) mountHearts(hearts, li);
      const newer = page.querySelector<HTMLElement>('[data-pagination]');
      observer.unobserve(pagination);
      if (newer) {
        const adopted = document.importNode(newer, true);
        pagination.replaceWith(adopted);
        pagination = adopted;
      } else pagination.dataset.next = '';
      failures = 0;
      if (pagination.dataset.next) observer.observe(pagination);
      else stop();
    } catch (error) {
      console.error('[results] next page', error);
      if (++failures >= MAX_FAILURES) stop();
    } finally {
      loading = false;
    }
  }

  observer.observe(pagination);
  return stop;
}

/** The listing under `root`, when it has a next page; answers how to stop following it. */
export function startInfiniteResults(root: ParentNode = document): () => void {
  const list = root.querySelector<HTMLElement>('[data-results]');
  const nav = root.querySelector<HTMLElement>('[data-pagination]');
  return list && nav?.dataset.next && 'IntersectionObserver' in window ? followResults(list, nav) : () => {};
}
