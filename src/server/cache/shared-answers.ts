/**
 * Answers the pages ask for that every shopper gets alike, kept by the server process (issue 16):
 * the config, the module list and the landing data every page asks for, the popular stores (the
 * header's delivery time), the catalogue's lists (a module home's rails, a product's related
 * items and reviews), and a store's page (its details and reviews). Each page asked for them again
 * through the in-process API: the config, modules, landing data and popular stores alone were 4
 * calls, about 4 ms of a page's 15.
 *
 * - Only GETs of the paths below, without a session or guest (their answers hold nothing personal);
 *   the key is the whole address and headers (language, zone, module, position).
 * - Each is reference data (read again when it changes) or a list the API itself keeps LIST_TTL_MS
 *   (src/server/cache/list-cache.ts), and is kept here as long: no answer is older than the API would
 *   give. Any change to the reference data empties them at once, in every process (the LISTEN of
 *   ./reference-watch.ts); while that LISTEN is not up, nothing is kept.
 * - Only a 200 is kept; concurrent askers share one call; a failed call is not kept.
 *
 * An item's own answer (items/details, the product page's) is kept apart (`itemAnswers`): where the
 * process keeps the item itself until a notice names it (the embedded database), for as long as a
 * list, and emptied by any item's or reference table's change. Elsewhere it is read each time.
 *
 * The customer's info and cart (every signed-in page's header) and their visit-again stores (a module
 * home's) are kept the same way, for their own session or guest id alone (`personalAnswers`), and
 * emptied by any change to those rows, an item or reference data. On the embedded database, which
 * keeps the shoppers' own rows until their notice, a session's or a guest's; on PostgreSQL, a
 * signed-in customer's, under their session and the version of their rows the session's statement
 * reads on every page (src/server/api/in-process.ts): a change is a new key at once.
 */
import { cacheCounter } from '../observability/metrics';
import { LRUCache } from 'lru-cache';
import { onePerKey } from '../../lib/one-per-key';
import type { SlotFills } from '../../lib/personal-slots';
import { samePairs } from '../../lib/same-pairs';
import { listTtlMs } from './list-cache';
import { ITEM_LISTS } from '../services/catalogue/items';
import { STORE_LISTS } from '../services/catalogue/store-lists';
import { emptiedOnChange, emptiedOnItemChange, emptiedOnPersonalChange, type ReferenceWatch } from './reference-watch';

/** its reads on /metrics */
const countAnswers = cacheCounter('shared, item and personal answers');

const SHARED_PATHS = [
  'config',
  'module',
  'react-landing-page',
  'banners',
  'categories',
  'campaigns/basic',
  'coupon/list',
  'flash-sales',
  'flash-sales/items',
  'other-banners',
  'other-banners/video-content',
  'other-banners/why-choose',
  'items/latest',
  'categories/items/\\d+',
  'categories/items/list',
  ...ITEM_LISTS.map((kind) => `items/${kind}`),
  'items/related-store-items/\\d+',
  'items/related-items/\\d+',
  'items/reviews/\\d+',
  ...STORE_LISTS.map((kind) => `stores/${kind}`),
  // a store's page: its row and hours are reference data, its campaigns, coupons and reviews kept lists
  'stores/details/[^/]+',
  'stores/reviews',
];
const SHARED = new RegExp(`^/api/v1/(${SHARED_PATHS.join('|')})$`);
const PERSONAL_HEADERS = ['authorization', 'guest-id'];

/** what every signed-in page's header reads, the customer's info and cart (a guest's cart by its guest_id), and a module home's visit-again */
const PERSONAL = /^\/api\/v1\/customer\/(info|cart\/list|visit-again)$/;

/** items/details by id or slug, as is: a campaign's item (product_type) is read from other tables */
const ITEM = /^\/api\/v1\/items\/details\/[^/?]+$/;

export interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Whether the answer to this call may be shared by every shopper who makes the same call. */
export function isSharedCall(url: URL, method: string, headers: Pick<Headers, 'has'>): boolean {
  if (method !== 'GET' || !SHARED.test(url.pathname)) return false;
  if (url.searchParams.has('guest_id')) return false;
  return !PERSONAL_HEADERS.some((name) => headers.has(name));
}

/** Whether the answer to this call is an item's own, which every shopper gets alike (see `itemAnswers`). */
export function isItemCall(url: URL, method: string, headers: Pick<Headers, 'has'>): boolean {
  if (method !== 'GET' || !ITEM.test(url.pathname) || url.search) return false;
  return !PERSONAL_HEADERS.some((name) => headers.has(name));
}

/** Whether the answer to this call is one shopper's own header data, kept for that session or guest (see `personalAnswers`). */
export function isPersonalCall(url: URL, method: string, headers: Pick<Headers, 'has'>): boolean {
  if (method !== 'GET' || !PERSONAL.test(url.pathname)) return false;
  const rest = [...url.searchParams.keys()].filter((key) => key !== 'guest_id');
  return rest.length === 0 && (headers.has('authorization') || url.searchParams.has('guest_id'));
}

type KeptKind = () => SharedAnswers;
/** Where the process keeps the answer to this call, if it does: for every shopper, for an item, or for the one session or guest the call names. */
function keptKindFor(url: URL, method: string, headers: Pick<Headers, 'has'>): KeptKind | null {
  if (isSharedCall(url, method, headers)) return sharedAnswers;
  if (isItemCall(url, method, headers)) return itemAnswers;
  return isPersonalCall(url, method, headers) ? personalAnswers : null;
}

/**
 * Where the process keeps the answer to a GET (the key is the whole address and headers, token
 * included), decided once per address as the client edge writes it and the personal headers that
 * come with it: a page's calls are the same few on every request, and parsing each address and
 * testing it again was about 2% of a page (issue 16).
 */
const GET_KINDS_REMEMBERED = 5_000;
/** by the personal headers a call brings (their names), then by its address */
const kindOfGet = onePerKey((named: string) => {
  const names = new Set(named.split(','));
  return onePerKey((input: string) => keptKindFor(new URL(input), 'GET', { has: (name) => names.has(name) }), GET_KINDS_REMEMBERED);
});
export function keptAnswersForGet(input: string, headers: Pick<Headers, 'has'>): SharedAnswers | null {
  const named = PERSONAL_HEADERS.filter((name) => headers.has(name)).join(',');
  return kindOfGet(named)(input)?.() ?? null;
}

/** Whether two answers say the same: status, headers and body. */
const sameAnswer = (a: Answer, b: Answer): boolean => a.status === b.status && a.body === b.body && samePairs(a.headers, b.headers);

/** What a kept value may be: which are kept (never an error), and when a new one says what the one it replaces said. */
export interface KeepRule<T> {
  keeps(value: T): boolean;
  same(kept: T, fresh: T): boolean;
}
/** An API answer: a 200 is kept; the same status, headers and body say the same. */
const ANSWERS: KeepRule<Answer> = { keeps: (a) => a.status === 200, same: sameAnswer };

/** the values that have arrived, by the promise that brought them */
const arrived = new WeakMap<Promise<unknown>, unknown>();

export class SharedAnswers<T = Answer> {
  /** an expired value stays until it is read again or pushed out (noDeleteOnStaleGet): its successor is compared with it */
  private readonly answers = new LRUCache<string, Promise<T>>({ max: 1_000, noDeleteOnStaleGet: true });
  private generation = 0;

  constructor(
    private readonly watch: ReferenceWatch = { heard: () => true },
    private readonly rule: KeepRule<T> = ANSWERS as unknown as KeepRule<T>,
  ) {}

  clear(): void {
    this.generation++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /** The kept answer under `key` if there is one now (and answers are being kept), without reading it. */
  peek(key: string): Promise<T> | undefined {
    if (!listTtlMs() || !this.watch.heard()) return undefined;
    return this.answers.get(key);
  }

  /**
   * The kept answer under `key`, or `call`'s (kept when the rule keeps it and changes are heard). A
   * call that says the same as the answer it replaces (expired, not emptied) is given as that answer,
   * the same object: what was made of it is made once for as long as it does not change, not every
   * LIST_TTL_MS (the shopper's client keeps its parse with it, src/server/api/in-process.ts, and the
   * cards their markup with what that parse made, src/components/cards/markup.ts; issue 48.1).
   */
  answer(key: string, call: () => Promise<T>): Promise<T> {
    const ttl = listTtlMs();
    if (!ttl || !this.watch.heard()) return call();
    const kept = this.answers.get(key);
    countAnswers(kept !== undefined);
    if (kept) return kept;
    const generation = this.generation;
    const expired = this.answers.peek(key, { allowStale: true });
    const old = expired ? (arrived.get(expired) as T | undefined) : undefined;
    const answer = old !== undefined ? call().then((fresh) => (this.rule.same(old, fresh) ? old : fresh)) : call();
    this.answers.set(key, answer, { ttl });
    answer.then(
      (a) => {
        arrived.set(answer, a);
        // an error is not kept, nor an answer read before a change was heard
        if ((!this.rule.keeps(a) || generation !== this.generation) && this.answers.get(key) === answer) this.answers.delete(key);
      },
      () => {
        if (this.answers.get(key) === answer) this.answers.delete(key);
      },
    );
    return answer;
  }
}

/** A process's kept answers of one kind, made when first asked for, emptied as `emptied` says. */
function keptBy<T = Answer>(emptied: (make: (heard: () => boolean) => SharedAnswers<T>) => SharedAnswers<T>, rule?: KeepRule<T>): () => SharedAnswers<T> {
  let answers: SharedAnswers<T> | null = null;
  return () => (answers ??= emptied((heard) => new SharedAnswers<T>({ heard }, rule)));
}

/** This process's kept answers for everyone, emptied by any change to the reference data. */
export const sharedAnswers = keptBy(emptiedOnChange);
/** This process's kept item answers, emptied by any item's or reference table's change; none where items are not kept. */
export const itemAnswers = keptBy(emptiedOnItemChange);
/** This process's kept header answers of each session or guest, emptied by any change to their rows, an item or reference data; none where those rows are not kept. */
export const personalAnswers = keptBy(emptiedOnPersonalChange);

/** A shopper's places as filled in a page (src/loaders/personal.ts), and whether every part of them was read. */
export interface FilledPlaces {
  fills: SlotFills;
  /** false when a part was lost (logged, and left as everyone sees it): such places are not kept */
  whole: boolean;
}

/**
 * This process's kept places of each session or guest, as filled for a page (issue 48.1): kept as
 * their header answers are, under the same session and version (a change to their rows is a new key at
 * once), emptied by the same changes. A signed-in page then costs its session's read, not the
 * shopper's, config's and modules' answers again and the markup looked up for each place.
 */
export const filledPlaces = keptBy<FilledPlaces>(emptiedOnPersonalChange, { keeps: (places) => places.whole, same: () => false });
