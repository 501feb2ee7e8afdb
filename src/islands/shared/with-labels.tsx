/**
 * The header's islands take their strings from one JSON file per language (src/loaders/island-labels.ts)
 * instead of their props. `withLabels` wraps an island: the page passes `labelsHref`, the wrapper
 * renders nothing (as on the server) until the file has come, then the island with its labels. The
 * island signals it is ready only then (useIslandReady), so the click that woke it is replayed with
 * every string in place. The file is fetched once per page, whichever island wakes first.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { IslandLabels } from '../../loaders/island-labels';
import { emptyOnServer } from '../../lib/empty-on-server';

/**
 * The file is this server's own, at an address naming its content: it is checked for its shape (an
 * object of sections) by hand, since zod here split zod's core into a chunk of its own and put the
 * checkout page over its script budget.
 */
function asLabels(body: unknown): IslandLabels {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(body) || !Object.values(body).every(isObject)) throw new Error('island labels: not a labels file');
  return body as IslandLabels;
}

const loading = new Map<string, Promise<IslandLabels>>();

/** One fetch per address; a failed one is forgotten, so the next wake tries again. */
export function loadIslandLabels(href: string): Promise<IslandLabels> {
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`island labels: ${res.status}`);
        return res.json();
      })
      .then(asLabels);
    pending.catch(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

export function withLabels<P extends object, K extends keyof P>(Island: ComponentType<P>, pick: (all: IslandLabels) => Pick<P, K>) {
  function Labelled(props: Omit<P, K> & { labelsHref: string }) {
    const { labelsHref, ...rest } = props;
    const [all, setAll] = useState<IslandLabels | null>(null);
    useEffect(() => {
      let live = true;
      const load = (retry: boolean) =>
        loadIslandLabels(labelsHref).then(
          (labels) => live && setAll(labels),
          (err: unknown) => {
            console.error(err);
            // once more after a moment (a dropped connection); the next wake tries again after that
            if (retry && live) setTimeout(() => void load(false), 1_000);
          },
        );
      void load(true);
      return () => {
        live = false;
      };
    }, [labelsHref]);
    if (!all) return null;
    return <Island {...(rest as unknown as P)} {...pick(all)} />;
  }
  Labelled.displayName = `withLabels(${Island.displayName ?? Island.name})`;
  // nothing before the labels, and they arrive only once the island has hydrated: empty on the server
  return emptyOnServer(Labelled);
}
