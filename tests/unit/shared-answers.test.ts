/** The answers every page asks for, kept by the process (issue 16): which calls, how long, and when not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isItemCall, isPersonalCall, isSharedCall, itemAnswers, keptAnswersForGet, personalAnswers, SharedAnswers, sharedAnswers, type Answer } from '../../src/server/cache/shared-answers';

const url = (path: string) => new URL(`http://localhost/api/v1/${path}`);
const ok = (body: string): Answer => ({ status: 200, headers: [['content-type', 'application/json']], body });

describe('isSharedCall', () => {
  it('shares the config, modules, landing data, store lists and item lists asked without a session', () => {
    for (const path of ['config', 'module', 'react-landing-page', 'stores/popular?limit=20&offset=1', 'stores/top-rated', 'items/popular?limit=10', 'items/new-arrival', 'items/related-store-items/12', 'items/reviews/3?limit=5&offset=1', 'flash-sales/items?flash_sale_id=1', 'banners', 'categories/items/4?limit=12&offset=1', 'coupon/list', 'stores/details/asan-fresh-mart', 'stores/details/3', 'stores/reviews?store_id=1'])
      expect(isSharedCall(url(path), 'GET', new Headers({ zoneId: '[1]' })), path).toBe(true);
  });
  it('never shares what is read afresh or looked for: an item\'s details (price and stock: kept apart, see isItemCall), a search, unknown paths', () => {
    for (const path of ['items/details/5', 'stores/details/asan-fresh-mart/extra', 'items/search?name=milk', 'categories/items/3/all', 'items/related-store-items/x', 'items/popularity', 'stores/popular/extra'])
      expect(isSharedCall(url(path), 'GET', new Headers()), path).toBe(false);
  });
  it('never shares a write, a personal call, a session or a guest', () => {
    expect(isSharedCall(url('config'), 'POST', new Headers())).toBe(false);
    expect(isSharedCall(url('customer/info'), 'GET', new Headers())).toBe(false);
    expect(isSharedCall(url('customer/cart/list'), 'GET', new Headers())).toBe(false);
    expect(isSharedCall(url('stores/popular'), 'GET', new Headers({ authorization: 'Bearer x' }))).toBe(false);
    expect(isSharedCall(url('stores/popular?guest_id=5'), 'GET', new Headers())).toBe(false);
    expect(isSharedCall(url('modules-of-mine'), 'GET', new Headers())).toBe(false);
  });
});

describe('isItemCall', () => {
  it("keeps an item's own answer, by id or slug, asked without a session", () => {
    for (const path of ['items/details/5', 'items/details/fuji-apples-asan-fresh-mart']) expect(isItemCall(url(path), 'GET', new Headers({ zoneId: '[1]', moduleId: '1' })), path).toBe(true);
  });
  it("never a campaign's item, a guest's or a signed-in call, a write, or another path", () => {
    expect(isItemCall(url('items/details/5?product_type=campaign'), 'GET', new Headers())).toBe(false);
    expect(isItemCall(url('items/details/5?guest_id=3'), 'GET', new Headers())).toBe(false);
    expect(isItemCall(url('items/details/5'), 'GET', new Headers({ authorization: 'Bearer x' }))).toBe(false);
    expect(isItemCall(url('items/details/5'), 'POST', new Headers())).toBe(false);
    for (const path of ['items/details/5/extra', 'items/details/', 'stores/details/5', 'items/reviews/5']) expect(isItemCall(url(path), 'GET', new Headers()), path).toBe(false);
  });
});

describe('isPersonalCall', () => {
  it("keeps a session's or a guest's own header answers (their info and cart) and their visit-again stores", () => {
    expect(isPersonalCall(url('customer/info'), 'GET', new Headers({ authorization: 'Bearer x' }))).toBe(true);
    expect(isPersonalCall(url('customer/cart/list'), 'GET', new Headers({ authorization: 'Bearer x', moduleId: '1' }))).toBe(true);
    expect(isPersonalCall(url('customer/cart/list?guest_id=7'), 'GET', new Headers())).toBe(true);
    expect(isPersonalCall(url('customer/visit-again'), 'GET', new Headers({ authorization: 'Bearer x' }))).toBe(true);
  });
  it('never one that names no one, a write, another query or another path', () => {
    expect(isPersonalCall(url('customer/info'), 'GET', new Headers())).toBe(false);
    expect(isPersonalCall(url('customer/cart/list'), 'POST', new Headers({ authorization: 'Bearer x' }))).toBe(false);
    expect(isPersonalCall(url('customer/cart/list?guest_id=7&module_id=2'), 'GET', new Headers())).toBe(false);
    for (const path of ['customer/order/list', 'customer/wish-list', 'customer/notifications', 'customer/info/extra']) expect(isPersonalCall(url(path), 'GET', new Headers({ authorization: 'Bearer x' })), path).toBe(false);
  });
});

describe('keptAnswersForGet', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('decides once per address and personal headers: the same address with a token, a guest id or neither is decided apart', () => {
    // another backend: the kept answers are made without opening a database
    vi.stubEnv('API_BASE_URL', 'http://backend.test');
    const base = 'http://localhost/api/v1';
    const token = new Headers({ authorization: 'Bearer x' });
    const guest = new Headers({ 'guest-id': '7' });
    const none = new Headers({ zoneId: '[1]' });
    for (let round = 0; round < 2; round++) {
      expect(keptAnswersForGet(`${base}/config`, token)).toBeNull();
      expect(keptAnswersForGet(`${base}/config`, guest)).toBeNull();
      expect(keptAnswersForGet(`${base}/config`, none)).toBe(sharedAnswers());
      expect(keptAnswersForGet(`${base}/customer/info`, none)).toBeNull();
      expect(keptAnswersForGet(`${base}/customer/info`, token)).toBe(personalAnswers());
      expect(keptAnswersForGet(`${base}/items/details/5`, none)).toBe(itemAnswers());
      expect(keptAnswersForGet(`${base}/items/details/5?product_type=campaign`, none)).toBeNull();
      expect(keptAnswersForGet(`${base}/items/search?name=milk`, none)).toBeNull();
    }
  });
});

describe('SharedAnswers', () => {
  afterEach(() => {
    delete process.env.LIST_TTL_MS;
  });

  it('answers the same call once, until the reference data changes', async () => {
    const answers = new SharedAnswers();
    let calls = 0;
    const call = async () => ok(`config ${++calls}`);
    expect((await answers.answer('k', call)).body).toBe('config 1');
    expect((await answers.answer('k', call)).body).toBe('config 1');
    expect((await answers.answer('other', call)).body).toBe('config 2');
    answers.clear();
    expect((await answers.answer('k', call)).body).toBe('config 3');
  });

  it('shares one call among concurrent askers, and keeps no error nor failure', async () => {
    const answers = new SharedAnswers();
    let calls = 0;
    const slow = async () => ({ ...ok('x'), body: `x ${++calls}` });
    const [a, b] = await Promise.all([answers.answer('k', slow), answers.answer('k', slow)]);
    expect([a.body, b.body, calls]).toEqual(['x 1', 'x 1', 1]);

    const failing = async (): Promise<Answer> => ({ status: 503, headers: [], body: 'down' });
    await answers.answer('e', failing);
    await expect.poll(() => answers.answer('e', async () => ok('back')).then((r) => r.body)).toBe('back');
    await expect(answers.answer('t', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect((await answers.answer('t', async () => ok('again'))).body).toBe('again');
  });

  it('keeps nothing read while a change was being heard, nor while changes cannot be heard', async () => {
    const answers = new SharedAnswers();
    let release: (a: Answer) => void = () => {};
    const pending = answers.answer('k', () => new Promise<Answer>((resolve) => (release = resolve)));
    answers.clear(); // a change arrived while the call was under way
    release(ok('before the change'));
    await pending;
    expect((await answers.answer('k', async () => ok('after'))).body).toBe('after');

    let heard = false;
    const deaf = new SharedAnswers({ heard: () => heard });
    let calls = 0;
    await deaf.answer('k', async () => ok(`${++calls}`));
    await deaf.answer('k', async () => ok(`${++calls}`));
    expect(calls).toBe(2);
    heard = true;
    await deaf.answer('k', async () => ok(`${++calls}`));
    await deaf.answer('k', async () => ok(`${++calls}`));
    expect(calls).toBe(3);
  });

  it('gives a call that says what the expired answer said as that answer, the same object, and a changed one as itself', async () => {
    process.env.LIST_TTL_MS = '30';
    const answers = new SharedAnswers();
    let body = 'same';
    let calls = 0;
    const call = async () => {
      calls++;
      return ok(body);
    };
    const first = await answers.answer('k', call);
    // read again once it has expired: the same answer, so whatever was made of it is still good
    await expect.poll(async () => (await answers.answer('k', call), calls), { interval: 15 }).toBe(2);
    expect(await answers.answer('k', call)).toBe(first);
    body = 'changed';
    await expect.poll(async () => (await answers.answer('k', call)).body, { interval: 15 }).toBe('changed');
    const changed = await answers.answer('k', call);
    expect(changed).not.toBe(first);
    // a change heard empties everything: nothing is compared with what was read before it
    const beforeClear = changed;
    answers.clear();
    const after = await answers.answer('k', call);
    expect(after).not.toBe(beforeClear);
    expect(after.body).toBe('changed');
  });

  it('keeps an answer LIST_TTL_MS at most (0: never)', async () => {
    process.env.LIST_TTL_MS = '40';
    const answers = new SharedAnswers();
    let calls = 0;
    const call = async () => ok(`${++calls}`);
    expect((await answers.answer('k', call)).body).toBe('1');
    await expect.poll(async () => (await answers.answer('k', call)).body, { interval: 20 }).toBe('2');
    process.env.LIST_TTL_MS = '0';
    const before = calls;
    await answers.answer('z', call);
    await answers.answer('z', call);
    expect(calls).toBe(before + 2);
  });
});
