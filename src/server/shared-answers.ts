/**
 * Answers every page asks for and every shopper gets alike, kept by the server process (issue 16):
 * the config, the module list, the landing data and the popular stores (the header's delivery time).
 * Each page asked for them again: 4 in-process calls, about 4 ms of a page's 15.
 *
 * - Only GETs of the paths below, without a session or guest (their answers hold nothing personal);
 *   the key is the whole address and headers (language, zone, module, position).
 * - Kept LIST_TTL_MS (5 s, as fresh as the page cache keeps a page): the popular stores move with
 *   orders, and a flash sale or campaign starts by the clock. Any change to the reference data
 *   empties them at once, in every process (the LISTEN of src/server/reference-watch.ts); while that
 *   LISTEN is not up, nothing is kept.
 * - Only a 200 is kept; concurrent askers share one call; a failed call is not kept.
 */
import { LRUCache } from 'lru-cache';
import { listTtlMs } from './db/list-cache';
import { watchReferenceData, type ReferenceWatch } from './reference-watch';

const SHARED = /^\/api\/v1\/(config|module|react-landing-page|stores\/popular)(\?|$)/;
const PERSONAL_HEADERS = ['authorization', 'guest-id'];

export interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Whether the answer to this call may be shared by every shopper who makes the same call. */
export function isSharedCall(url: URL, method: string, headers: Headers): boolean {
  if (method !== 'GET' || !SHARED.test(url.pathname)) return false;
  if (url.searchParams.has('guest_id')) return false;
  return !PERSONAL_HEADERS.some((name) => headers.has(name));
}

export class SharedAnswers {
  private readonly answers = new LRUCache<string, Promise<Answer>>({ max: 500 });
  private generation = 0;

  constructor(private readonly watch: ReferenceWatch = { heard: () => true }) {}

  clear(): void {
    this.generation++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /** The kept answer under `key`, or `call`'s (kept when it is a 200 and changes are heard). */
  answer(key: string, call: () => Promise<Answer>): Promise<Answer> {
    const ttl = listTtlMs();
    if (!ttl || !this.watch.heard()) return call();
    const kept = this.answers.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const answer = call();
    this.answers.set(key, answer, { ttl });
    answer.then(
      (a) => {
        // an error is not kept, nor an answer read before a change was heard
        if ((a.status !== 200 || generation !== this.generation) && this.answers.get(key) === answer) this.answers.delete(key);
      },
      () => {
        if (this.answers.get(key) === answer) this.answers.delete(key);
      },
    );
    return answer;
  }
}

let shared: SharedAnswers | null = null;
/** This process's kept answers, emptied by any change to the reference data. */
export function sharedAnswers(): SharedAnswers {
  if (!shared) {
    let watch: ReferenceWatch = { heard: () => false };
    const answers = new SharedAnswers({ heard: () => watch.heard() });
    watch = watchReferenceData(() => answers.clear());
    shared = answers;
  }
  return shared;
}
