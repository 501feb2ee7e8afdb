/**
 * Infinite scroll layered on plain paginated links: when the sentinel comes within 200 px (10%
 * visible), fetch the next page's HTML, append its list items, and move the next link on. Stops
 * when a page has no next link. Without JavaScript the pagination links stay.
 */
import { useEffect, useRef, useState } from 'react';

export interface InfiniteListProps {
  /** id of the <ul> whose items are appended */
  listId: string;
  /** URL of the second page ('' when there is none) */
  next: string;
  loadingLabel: string;
}

export default function InfiniteList({ listId, next, loadingLabel }: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [nextUrl, setNextUrl] = useState(next);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    // the island takes over paging: hide the plain links it replaces
    document.querySelectorAll<HTMLElement>('[data-pagination]').forEach((el) => (el.hidden = true));
  }, []);
  useEffect(() => {
    if (!nextUrl || !sentinel.current) return;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((e) => e.isIntersecting) || loading) return;
        setLoading(true);
        try {
          const html = await (await fetch(nextUrl, { headers: { accept: 'text/html' } })).text();
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const items = doc.getElementById(listId)?.children ?? [];
          const list = document.getElementById(listId);
          for (const item of Array.from(items)) list?.appendChild(document.importNode(item, true));
          const following = doc.querySelector<HTMLElement>('[data-pagination]')?.dataset.next ?? '';
          setNextUrl(items.length ? following : '');
        } catch (error) {
          console.error('next page failed', error);
          setNextUrl('');
        } finally {
          setLoading(false);
        }
      },
      { rootMargin: '200px', threshold: 0.1 },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [nextUrl, listId, loading]);
  return (
    <div ref={sentinel} className="py-4 text-center" aria-live="polite">
      {loading ? (
        <div role="status" className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <span className="sr-only">{loadingLabel}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-56 w-full" aria-hidden="true" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
