/** A page request's reads are answered once (issue 16: no statement repeated within a request); a write forgets them. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countStatements, setDatabase } from '../../src/server/db/client';
import { requestMemo, serverApiClient, serverRequester } from '../../src/server/api/in-process';
import { authApi } from '../../src/lib/api/endpoints/auth';
import { testDatabase } from './harness';

const headers = { language: 'en' as const, zoneId: [1], moduleId: 1, latitude: 27.7153, longitude: 85.3123 };

describe('in-process reads of one page request', () => {
  // the lists kept for everyone (list-cache.test.ts) would answer another request too: off here, to see the memo alone
  beforeAll(() => void vi.stubEnv('LIST_TTL_MS', '0'));
  afterAll(() => void vi.unstubAllEnvs());

  it('the same read twice costs its statements once and answers the same; another request reads again', async () => {
    setDatabase(await testDatabase());
    const memo = requestMemo();
    const api = serverApiClient(headers, 'http://localhost', memo);
    const first = await countStatements(() => api.popularItems(6, 1));
    expect(first.statements).toBeGreaterThan(0);
    const again = await countStatements(() => api.popularItems(6, 1));
    expect(again.statements).toBe(0);
    expect(again.result).toEqual(first.result);
    // another page request has a memo of its own
    const other = await countStatements(() => serverApiClient(headers, 'http://localhost', requestMemo()).popularItems(6, 1));
    expect(other.statements).toBeGreaterThan(0);
    expect(other.result).toEqual(first.result);
  });

  it('a write in the same request forgets what was read', async () => {
    setDatabase(await testDatabase());
    const memo = requestMemo();
    const api = serverApiClient(headers, 'http://localhost', memo);
    await api.popularItems(6, 1);
    await authApi(serverRequester({ language: 'en' }, 'http://localhost', memo)).guestId();
    expect((await countStatements(() => api.popularItems(6, 1))).statements).toBeGreaterThan(0);
  });
});
