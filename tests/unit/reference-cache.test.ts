import { describe, expect, it, vi } from 'vitest';
import { loggerFor } from '../../src/server/observability/logger';
import type { Listen } from '../../src/server/db/listen';
import { ITEM_CHANNEL, PERSONAL_CHANNEL, REFERENCE_CHANNEL, ReferenceCache, type ItemTable, type PersonalTable } from '../../src/server/cache/reference-cache';

/** A LISTEN the test drives: `up()` lets it start, `notify(table)` tells a change, `drop()` loses it. */
function fakeListen(expectedChannel = REFERENCE_CHANNEL) {
  let onPayload: ((p: string) => void) | undefined;
  let onEnd: ((e: unknown) => void) | undefined;
  let resolve: ((unlisten: () => Promise<void>) => void) | undefined;
  const unlisten = vi.fn(async () => {});
  const listen = vi.fn<Listen>((channel, payload, end) => {
    expect(channel).toBe(expectedChannel);
    onPayload = payload;
    onEnd = end;
    return new Promise((r) => (resolve = r));
  });
  return {
    listen,
    unlisten,
    up: async () => {
      resolve!(unlisten);
      await Promise.resolve();
    },
    notify: (table: string) => onPayload!(table),
    drop: () => onEnd!(new Error('connection lost')),
  };
}

/** A cache whose LISTEN is up (a first read started it). */
async function listening() {
  const l = fakeListen();
  const cache = new ReferenceCache(l.listen);
  cache.get('x', ['zones'], counter());
  await l.up();
  return { l, cache };
}

const counter = () => {
  let n = 0;
  const load = vi.fn(async () => ({ version: ++n, nested: { list: [n] } }));
  return load;
};

describe('ReferenceCache', () => {
  it('tells its watchers of each change and of a lost LISTEN (the page cache empties on both)', async () => {
    const l = fakeListen();
    const cache = new ReferenceCache(l.listen);
    const heard: Array<string | null> = [];
    const stop = cache.watch((table) => heard.push(table));
    // watching starts the LISTEN
    expect(l.listen).toHaveBeenCalledTimes(1);
    await l.up();
    expect(cache.active).toBe(true);
    l.notify('stores');
    l.drop();
    expect(heard).toEqual(['stores', null]);
    expect(cache.active).toBe(false);
    stop();
    cache.changed('zones');
    expect(heard).toEqual(['stores', null]);
  });

  it('reads through until its LISTEN is up, then keeps one read for every caller', async () => {
    const l = fakeListen();
    const cache = new ReferenceCache(l.listen);
    const load = counter();
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(1);
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(2);
    expect(l.listen).toHaveBeenCalledTimes(1);
    await l.up();
    expect(cache.active).toBe(true);
    // concurrent misses share one load
    const [a, b] = await Promise.all([cache.get('settings', ['business_settings'], load), cache.get('settings', ['business_settings'], load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await cache.get('settings', ['business_settings'], load)).toBe(a);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets what a changed table fed, and only that', async () => {
    const { l, cache } = await listening();
    const settings = counter();
    const zones = counter();
    await cache.get('settings', ['business_settings'], settings);
    await cache.get('zones', ['zones'], zones);
    l.notify('zones');
    await cache.get('settings', ['business_settings'], settings);
    expect((await cache.get('zones', ['zones'], zones)).version).toBe(2);
    expect(settings).toHaveBeenCalledTimes(1);
    expect(zones).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that was under way when its table changed', async () => {
    const { l, cache } = await listening();
    let finish: (v: { v: number }) => void = () => {};
    const slow = cache.get('zones', ['zones'], () => new Promise<{ v: number }>((r) => (finish = r)));
    l.notify('zones');
    finish({ v: 1 });
    expect((await slow).v).toBe(1);
    expect((await cache.get('zones', ['zones'], async () => ({ v: 2 }))).v).toBe(2);
  });

  it('never keeps a failed read', async () => {
    const { cache } = await listening();
    await expect(cache.get('zones', ['zones'], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('zones', ['zones'], async () => ({ ok: true }))).ok).toBe(true);
  });

  it('bounds every entry by its time to live', async () => {
    let now = 1_000;
    const l = fakeListen();
    const cache = new ReferenceCache(l.listen, { ttlMs: 60_000, clock: () => now });
    const load = counter();
    cache.get('settings', ['business_settings'], load);
    await l.up();
    await cache.get('settings', ['business_settings'], load);
    now += 59_999;
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(2);
    now += 2;
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(3);
  });

  it('reads through once its LISTEN is lost, and listens again after the retry wait', async () => {
    let now = 0;
    const error = vi.spyOn(loggerFor('reference-cache'), 'error').mockImplementation(() => {});
    const l = fakeListen();
    const cache = new ReferenceCache(l.listen, { retryMs: 10_000, clock: () => now });
    const load = counter();
    cache.get('settings', ['business_settings'], load);
    await l.up();
    await cache.get('settings', ['business_settings'], load);
    l.drop();
    expect(cache.active).toBe(false);
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(3);
    expect((await cache.get('settings', ['business_settings'], load)).version).toBe(4);
    expect(l.listen).toHaveBeenCalledTimes(1);
    now += 10_000;
    await cache.get('settings', ['business_settings'], load);
    expect(l.listen).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('hands out frozen values, and stops listening when stopped', async () => {
    const { l, cache } = await listening();
    const value = await cache.get('settings', ['business_settings'], counter());
    expect(Object.isFrozen(value) && Object.isFrozen(value.nested) && Object.isFrozen(value.nested.list)).toBe(true);
    await cache.stop();
    expect(l.unlisten).toHaveBeenCalledTimes(1);
    expect(cache.active).toBe(false);
  });
});

describe('ReferenceCache.exists', () => {
  it('remembers an id found until its table changes; never one not found, nor one checked while it changed', async () => {
    const l = fakeListen();
    const cache = new ReferenceCache(l.listen);
    const check = vi.fn(async () => true);
    await cache.exists('guests', ['guests'], 7, check);
    await l.up();
    await cache.exists('guests', ['guests'], 7, check);
    await cache.exists('guests', ['guests'], 7, check);
    expect(check).toHaveBeenCalledTimes(2);
    expect(await cache.exists('guests', ['guests'], 8, async () => false)).toBe(false);
    expect(await cache.exists('guests', ['guests'], 8, async () => true)).toBe(true);
    l.notify('guests');
    await cache.exists('guests', ['guests'], 7, check);
    expect(check).toHaveBeenCalledTimes(3);
    // a check under way when a guest is deleted is not remembered
    let answer: (v: boolean) => void = () => {};
    const pending = cache.exists('guests', ['guests'], 9, () => new Promise<boolean>((r) => (answer = r)));
    l.notify('guests');
    answer(true);
    expect(await pending).toBe(true);
    const again = vi.fn(async () => false);
    expect(await cache.exists('guests', ['guests'], 9, again)).toBe(false);
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('a bounded cache on a channel of its own (the shoppers\' sessions)', () => {
  it('listens on its channel, keeps at most maxEntries (the oldest goes first), and a change to a table empties what was read from it', async () => {
    const l = fakeListen(PERSONAL_CHANNEL);
    const cache = new ReferenceCache<PersonalTable>(l.listen, { channel: PERSONAL_CHANNEL, maxEntries: 2 });
    const load = vi.fn(async (key: string) => ({ key }));
    const read = (key: string) => cache.get(key, ['sessions', 'customers'], () => load(key));
    await read('a');
    await l.up();
    await read('a');
    await read('b');
    await read('a');
    expect(load).toHaveBeenCalledTimes(3); // a before the LISTEN was up, a and b after; a again from memory
    await read('c'); // a, the oldest, goes
    await read('b');
    await read('c');
    expect(load).toHaveBeenCalledTimes(4);
    await read('a');
    expect(load).toHaveBeenCalledTimes(5);
    l.notify('customers');
    await read('c');
    expect(load).toHaveBeenCalledTimes(6);
  });
});


describe('tables known from the value (an item read by its slug)', () => {
  async function items() {
    const l = fakeListen(ITEM_CHANNEL);
    const cache = new ReferenceCache<ItemTable>(l.listen, { channel: ITEM_CHANNEL });
    cache.get('warm', ['units'], async () => 0);
    await l.up();
    const load = vi.fn(async () => ({ id: 7 }));
    const read = () => cache.get('item-slug:apples', (item: { id: number }) => ['units', `items:${item.id}`], load);
    return { l, cache, load, read };
  }

  it("keeps the value until a notice names a table the value tells of; another item's leaves it", async () => {
    const { l, load, read } = await items();
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(1);
    l.notify('items:8');
    await read();
    expect(load).toHaveBeenCalledTimes(1);
    l.notify('items:7');
    await read();
    expect(load).toHaveBeenCalledTimes(2);
    l.notify('units');
    await read();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a value when any change was heard while it loaded (its tables were not known yet)', async () => {
    const { l, load, read } = await items();
    let finish: (v: { id: number }) => void = () => {};
    load.mockImplementationOnce(() => new Promise((r) => (finish = r)));
    const first = read();
    l.notify('items:7');
    finish({ id: 7 });
    await first;
    await read();
    expect(load).toHaveBeenCalledTimes(2);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when cleared (the stores it carries names of changed), a load under way too', async () => {
    const { cache, load, read } = await items();
    await read();
    cache.clear();
    await read();
    expect(load).toHaveBeenCalledTimes(2);
    let finish: (v: { id: number }) => void = () => {};
    load.mockImplementationOnce(() => new Promise((r) => (finish = r)));
    cache.clear();
    const pending = read();
    cache.clear();
    finish({ id: 7 });
    await pending;
    await read();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
