/**
 * The header's search box (spec sections 2 and 4, issue 17), hydrated on use: focus on the
 * server's `#site-search` wakes it. It takes over that input and its form (which search without
 * JavaScript) and draws the panel under them:
 * - an empty box shows the last five searches of this device (`searchedValues`), newest first, each
 *   with its delete, and 'Clear all'; arrow keys go from the box into them and back;
 * - typing asks for suggestions after 500 ms; the items and stores come as a listbox the arrow keys
 *   move through (the box keeps focus, `aria-activedescendant` names the option), Enter opens one;
 * - Escape, or a click outside, closes the panel; it is hidden when there is nothing to show;
 * - an empty term is not sent, and clears a search being shown (the header script remembers the
 *   terms that are sent, even before this box has woken).
 */
import { retried } from '../../lib/retry-query';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { search as searchEndpoints } from '../../lib/api/browser/search';
import type { Suggestion, SuggestionScope } from '../../lib/api/endpoints/search';
import { ApiClientError } from '../../lib/api/errors';
import { zoneId } from '../../stores/location';
import { selectedModule } from '../../stores/module';
import { shownRecentSearches } from '../../lib/recent-searches';
import { forgetAllSearches, forgetSearch, searchedValues } from '../../stores/search';
import { useIslandReady } from '../shared/ready';
import { withLabels } from '../shared/with-labels';
import { fill } from '../../lib/fill';

export const SUGGEST_DEBOUNCE_MS = 500;

export interface SearchBoxLabels {
  recent: string;
  clearAll: string;
  remove: string;
  items: string;
  stores: string;
  suggestions: string;
}

export interface SearchBoxProps {
  labels: SearchBoxLabels;
  /** the module home (the search's page, and where an emptied search goes) */
  homeHref: string;
  /** a product or store page: `{slug}` is replaced */
  productHref: string;
  storeHref: string;
  /** the input the server rendered */
  inputId?: string;
  /** the page's zones and module: suggestions are asked there while the shopper has chosen neither (issue 46.4) */
  scope?: SuggestionScope;
  /** ask for suggestions (tests pass their own) */
  suggest?: (term: string, scope?: SuggestionScope) => Promise<{ items: Suggestion[]; stores: Suggestion[] }>;
}

const PANEL_ID = 'search-panel';
const optionId = (i: number) => `search-option-${i}`;

function SearchBox({ labels, homeHref, productHref, storeHref, inputId = 'site-search', scope = {}, suggest = searchEndpoints.suggestions }: SearchBoxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<{ term: string; items: Suggestion[]; stores: Suggestion[]; error?: string } | null>(null);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  const recents = shownRecentSearches(useStore(searchedValues));

  const typed = term.trim();
  const options = typed && found?.term === typed ? [...found.items, ...found.stores] : [];
  const href = (o: Suggestion) => (o.kind === 'item' ? productHref : storeHref).replace('{slug}', encodeURIComponent(o.slug));
  const showsRecents = !typed && recents.length > 0;
  const showsOptions = options.length > 0;
  const failure = typed && found?.term === typed ? (found.error ?? null) : null;
  const visible = open && (showsRecents || showsOptions || Boolean(failure));

  // the server's input and form: their events drive the box
  useEffect(() => {
    const el = document.getElementById(inputId) as HTMLInputElement | null;
    if (!el) return;
    input.current = el;
    const form = el.form;
    // the panel sits under the box, inside the form's own positioned wrapper
    let panelHost = document.getElementById(`${PANEL_ID}-host`);
    if (!panelHost) {
      panelHost = document.createElement('div');
      panelHost.id = `${PANEL_ID}-host`;
      el.parentElement?.append(panelHost);
    }
    setHost(panelHost);
    setTerm(el.value);
    // an empty submit is the box's to handle (it clears a search being shown): the browser must let it through
    el.removeAttribute('required');
    if (document.activeElement === el) setOpen(true);
    const onFocus = () => setOpen(true);
    const onInput = () => {
      setTerm(el.value);
      setActive(-1);
      setOpen(true);
    };
    const onSubmit = (e: SubmitEvent) => {
      const value = el.value.trim();
      if (!value) {
        e.preventDefault();
        // nothing to search: a search being shown is cleared
        if (new URLSearchParams(window.location.search).get('data_type') === 'searched') window.location.assign(homeHref);
        return;
      }
      // the header script remembers the term (src/scripts/header.ts): a term sent before this box woke counts too
      setOpen(false);
    };
    const onOutside = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && !form?.contains(target) && !panelHost?.contains(target)) setOpen(false);
    };
    el.addEventListener('focus', onFocus);
    // a click on the box it already has focus (after Escape) opens the panel again
    el.addEventListener('click', onFocus);
    el.addEventListener('input', onInput);
    form?.addEventListener('submit', onSubmit);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('click', onFocus);
      el.removeEventListener('input', onInput);
      form?.removeEventListener('submit', onSubmit);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [inputId, homeHref]);

  // suggestions, 500 ms after the last keystroke; a failure is retried 3 times (src/lib/retry-query.ts), and a newer term stops the older one
  useEffect(() => {
    if (!typed) return;
    const ask = ++asked.current;
    const newer = new AbortController();
    // the shopper's own zone and module go with every call; the page's stand in for what is not chosen yet
    const where: SuggestionScope = { zoneIds: zoneId.get() ? undefined : scope.zoneIds, moduleId: selectedModule.get()?.id ? undefined : scope.moduleId };
    const timer = setTimeout(() => {
      retried(() => suggest(typed, where), { signal: newer.signal }).then(
        (answer) => ask === asked.current && setFound({ term: typed, ...answer }),
        // a real failure is said in the panel, with the server's words
        (error: unknown) =>
          ask === asked.current && !newer.signal.aborted && setFound({ term: typed, items: [], stores: [], error: error instanceof ApiClientError ? (error.errors[0]?.message ?? error.message) : String(error) }),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      newer.abort();
    };
    // the scope is the page's, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, suggest]);

  // the box says what it controls and which option is active
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-autocomplete', 'list');
    el.setAttribute('aria-controls', PANEL_ID);
    el.setAttribute('aria-expanded', String(visible));
    if (visible && showsOptions && active >= 0) el.setAttribute('aria-activedescendant', optionId(active));
    else el.removeAttribute('aria-activedescendant');
  }, [visible, showsOptions, active]);

  // keys on the box
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (visible) e.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        setOpen(true);
        if (showsOptions) {
          e.preventDefault();
          const step = e.key === 'ArrowDown' ? 1 : -1;
          // the box itself (-1), then each option, round again
          setActive((i) => ((i + 1 + step + options.length + 1) % (options.length + 1)) - 1);
          return;
        }
        if (showsRecents && e.key === 'ArrowDown') {
          e.preventDefault();
          host?.querySelector<HTMLElement>('[data-recent]')?.focus();
        }
        return;
      }
      if (e.key === 'Enter' && showsOptions && active >= 0 && active < options.length) {
        e.preventDefault();
        window.location.assign(href(options[active]));
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  });

  // arrows among the recent searches; up from the first, or Escape, goes back to the box
  function onRecentKey(e: ReactKeyboardEvent<HTMLElement>) {
    const links = [...(host?.querySelectorAll<HTMLElement>('[data-recent]') ?? [])];
    const at = links.indexOf(e.currentTarget);
    if (e.key === 'ArrowDown' && at < links.length - 1) {
      e.preventDefault();
      links[at + 1].focus();
    } else if (e.key === 'ArrowUp' || e.key === 'Escape') {
      e.preventDefault();
      if (e.key === 'ArrowUp' && at > 0) links[at - 1].focus();
      else {
        input.current?.focus();
        if (e.key === 'Escape') setOpen(false);
      }
    }
  }

  function searchFor(value: string) {
    const el = input.current;
    if (!el?.form) return;
    el.value = value;
    el.form.requestSubmit();
  }

  const ready = useIslandReady();
  const panel = (
    <div id={PANEL_ID} hidden={!visible} className="absolute start-0 top-full z-50 mt-1 max-h-[400px] w-full overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
      {visible && showsRecents && (
        <section aria-labelledby="search-recent-title">
          <div className="flex items-center justify-between px-2">
            <h2 id="search-recent-title" className="text-sm font-semibold">
              {labels.recent}
            </h2>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => forgetAllSearches()}>
              {labels.clearAll}
            </button>
          </div>
          <ul className="menu w-full p-0">
            {recents.map((r) => (
              <li key={r} className="flex-row flex-nowrap items-center">
                <a
                  href={`${homeHref}${homeHref.includes('?') ? '&' : '?'}data_type=searched&name=${encodeURIComponent(r)}`}
                  className="min-w-0 flex-1 truncate"
                  data-recent=""
                  onKeyDown={onRecentKey}
                  onClick={(e) => {
                    e.preventDefault();
                    searchFor(r);
                  }}
                >
                  {r}
                </a>
                <button type="button" className="btn btn-ghost btn-xs btn-square" aria-label={fill(labels.remove, { term: r })} onClick={() => forgetSearch(r)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {visible && failure && (
        <p role="alert" className="px-2 py-1 text-sm font-semibold">
          {failure}
        </p>
      )}
      {visible && showsOptions && found && (
        <div role="listbox" aria-label={fill(labels.suggestions, { term: typed })} className="flex flex-col gap-1">
          {[
            { title: labels.items, list: found.items, offset: 0 },
            { title: labels.stores, list: found.stores, offset: found.items.length },
          ]
            .filter((g) => g.list.length > 0)
            .map((g) => (
              <div key={g.title} role="group" aria-label={g.title}>
                <span className="block px-2 pt-1 text-xs font-semibold text-base-content/80" aria-hidden="true">
                  {g.title}
                </span>
                {g.list.map((o, i) => {
                  const index = g.offset + i;
                  return (
                    // the combobox pattern: the box keeps focus and its keys choose the option (aria-activedescendant); a pointer clicks it
                    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
                    <div
                      key={`${o.kind}-${o.id}`}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-base-200 ${index === active ? 'bg-base-200' : ''}`}
                      onPointerDown={(e) => e.preventDefault()}
                      onClick={() => window.location.assign(href(o))}
                    >
                      {o.image && <img src={o.image} alt="" width="24" height="24" className="rounded" />}
                      <span className="truncate">{o.name}</span>
                    </div>
                  );
                })}
              </div>
            ))}
        </div>
      )}
    </div>
  );
  return (
    <>
      <span hidden ref={ready} />
      {host ? createPortal(panel, host) : null}
    </>
  );
}

export { SearchBox };

/** on the page: its strings come from the island labels (src/islands/shared/with-labels.tsx) */
export default withLabels(SearchBox, (all) => ({ labels: all.search }));
