/**
 * The first search page's filters (spec section 4, issue 17). The panel is a GET form, so without
 * JavaScript its Filter button loads the filtered page. With it, every change refetches the results
 * as the server renders them and puts them in place, with the address updated so the view stays a
 * link. A query that fails is retried 3 times, then the page is opened at that address (where the
 * server answers, or says what went wrong).
 *
 * Also the side list (picking a category picks its subcategories, 'All' picks everything), the price
 * slider (its thumbs at least the gap apart, its text following them), and the drawer that holds
 * the panel on small screens.
 */
import { mountHearts, pageHeartLabels } from '../lib/hearts';
import { retried } from '../lib/retry-query';
import { PRICE_MAX, PRICE_MIN } from '../lib/search-filters';
import { startInfiniteResults } from './infinite-results';

export type ListingFetcher = (url: string, signal: AbortSignal) => Promise<string>;

const fetchHtml: ListingFetcher = async (url, signal) => {
  const res = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
};

/** The address of the form's view: its fields, without the empty ones and a slider at rest. */
export function listingUrl(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '') continue;
    if ((key === 'min_price' && Number(value) <= PRICE_MIN) || (key === 'max_price' && Number(value) >= PRICE_MAX)) continue;
    query.append(key, value);
  }
  return `${new URL(form.action, location.href).pathname}?${query}`;
}

/** The side list's rules, after `box` changed. */
function pickCategories(list: HTMLElement, box: HTMLInputElement) {
  const all = list.querySelector<HTMLInputElement>('[data-all]');
  const boxes = [...list.querySelectorAll<HTMLInputElement>('input[type=checkbox]:not([data-all])')];
  if (box === all) {
    for (const b of boxes) b.checked = box.checked;
    return;
  }
  const branch = box.closest<HTMLElement>('[data-branch]');
  if (box.matches('[data-parent]') && branch) {
    for (const b of branch.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) b.checked = box.checked;
  } else if (branch && !box.checked) {
    // a category is all of its subcategories: one left out, the category is no longer picked whole
    const parent = branch.querySelector<HTMLInputElement>('[data-parent]');
    if (parent) parent.checked = false;
  }
  if (all) all.checked = boxes.every((b) => b.checked);
}

/** The price slider's rules, after `thumb` moved: the other thumb keeps the gap. */
function keepGap(slider: HTMLElement, thumb: HTMLInputElement) {
  const from = slider.querySelector<HTMLInputElement>('[data-thumb=from]');
  const to = slider.querySelector<HTMLInputElement>('[data-thumb=to]');
  const text = slider.querySelector<HTMLElement>('[data-price-text]');
  if (!from || !to) return;
  const gap = Number(slider.dataset.gap ?? 1);
  if (Number(to.value) - Number(from.value) < gap) {
    if (thumb === from) from.value = String(Number(to.value) - gap);
    else to.value = String(Number(from.value) + gap);
  }
  if (text?.dataset.template) text.textContent = text.dataset.template.replace('{from}', from.value).replace('{to}', to.value);
}

/** Wire the page's listing filters; false when the page has none. */
export function startListingFilters(root: Document = document, fetchPage: ListingFetcher = fetchHtml): boolean {
  const form = root.querySelector<HTMLFormElement>('form[data-listing-filters]');
  const region = root.querySelector<HTMLElement>('[data-listing-results]');
  const count = root.querySelector<HTMLElement>('[data-results-count]');
  if (!form || !region) return false;
  let stopFollowing = startInfiniteResults(region);
  let current: AbortController | null = null;

  async function refetch() {
    const url = listingUrl(form!);
    current?.abort();
    const controller = (current = new AbortController());
    region!.setAttribute('aria-busy', 'true');
    if (count && region!.dataset.updating) count.textContent = region!.dataset.updating;
    try {
      const page = new DOMParser().parseFromString(await retried(() => fetchPage(url, controller.signal), { signal: controller.signal }), 'text/html');
      const fresh = page.querySelector('[data-listing-results]');
      if (!fresh) throw new Error(`${url}: no results in the page`);
      stopFollowing();
      region!.replaceChildren(...[...fresh.childNodes].map((n) => root.importNode(n, true)));
      const hearts = pageHeartLabels();
      if (hearts) mountHearts(hearts, region!);
      const freshCount = page.querySelector('[data-results-count]')?.textContent;
      if (count && freshCount) count.textContent = freshCount;
      history.pushState({ listing: true }, '', url);
      stopFollowing = startInfiniteResults(region!);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('[listing] refetch', error);
      if (count && region!.dataset.failed) count.textContent = region!.dataset.failed;
      location.assign(url);
    } finally {
      if (current === controller) region!.removeAttribute('aria-busy');
    }
  }

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    const list = target.closest<HTMLElement>('[data-side-list]');
    if (list && target.type === 'checkbox') pickCategories(list, target);
    const slider = target.closest<HTMLElement>('[data-price-slider]');
    if (slider) keepGap(slider, target);
    void refetch();
  });
  form.addEventListener('input', (event) => {
    const slider = (event.target as HTMLElement).closest<HTMLElement>('[data-price-slider]');
    if (slider) keepGap(slider, event.target as HTMLInputElement);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void refetch();
  });
  // back and forward between filtered views: the address is the state, so load it
  window.addEventListener('popstate', () => location.reload());

  // the drawer (small screens; its toggle is the focusable checkbox, which outlines the button): opened, the panel has the focus; Escape closes it
  const toggle = root.querySelector<HTMLInputElement>('[data-drawer-toggle]');
  toggle?.addEventListener('change', () => {
    if (toggle.checked) form.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle?.checked) return;
    toggle.checked = false;
    toggle.focus();
  });
  return true;
}
