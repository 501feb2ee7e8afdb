import { useEffect, useRef } from 'react';
import { ISLAND_READY } from '../../lib/islands';

/**
 * For islands hydrated by `client:interact`: call it as the component's LAST hook and put the ref on
 * an element the island always renders (`<span hidden ref={ready} />`). Effects of one component
 * run in order, so when this one runs every listener the island attaches is in place, and the
 * directive replays the click that woke the island.
 */
export function useIslandReady<T extends HTMLElement = HTMLSpanElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.closest('astro-island')?.dispatchEvent(new Event(ISLAND_READY));
  }, []);
  return ref;
}
