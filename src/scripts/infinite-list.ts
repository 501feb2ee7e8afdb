/**
 * Infinite scroll layered on plain paginated links (`data-infinite-list` on a sentinel, naming the
 * list and the next page): when the sentinel comes within 200 px, fetch the next page's HTML, append
 * its list items, and move the next link on. Stops when a page has no next link. Without JavaScript
 * the pagination links stay.
 */
export function startInfiniteList(sentinel: HTMLElement) {
  const listId = sentinel.dataset.infiniteList ?? '';
  let next = sentinel.dataset.next ?? '';
  let loading = false;
  const skeleton = sentinel.querySelector<HTMLElement>('[data-loading]');
  // the script takes over paging: hide the plain links it replaces
  document.querySelectorAll<HTMLElement>('[data-pagination]').forEach((el) => (el.hidden = true));
  const observer = new IntersectionObserver(
    async (entries) => {
      if (!entries.some((e) => e.isIntersecting) || loading || !next) return;
      loading = true;
      if (skeleton) skeleton.hidden = false;
      try {
        const html = await (await fetch(next, { headers: { accept: 'text/html' } })).text();
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const items = Array.from(doc.getElementById(listId)?.children ?? []);
        const list = document.getElementById(listId);
        for (const item of items) list?.appendChild(document.importNode(item, true));
        next = items.length ? (doc.querySelector<HTMLElement>('[data-pagination]')?.dataset.next ?? '') : '';
      } catch (error) {
        console.error('next page failed', error);
        next = '';
      } finally {
        loading = false;
        if (skeleton) skeleton.hidden = true;
        if (!next) observer.disconnect();
        else {
          // still in view after appending: look again
          observer.unobserve(sentinel);
          observer.observe(sentinel);
        }
      }
    },
    { rootMargin: '200px', threshold: 0.1 },
  );
  observer.observe(sentinel);
}
