/**
 * Cache poisoning through the Host header (issue 43.8): absolute URLs come only from the origins the
 * operator named (src/lib/public-origin.ts), so a request that names another host neither gets that
 * host written into its own answer nor leaves it in a kept page, API answer or browser-cacheable one.
 */
import http from 'node:http';
import { expect, test } from './test';

const port = Number(process.env.E2E_PORT ?? 4330);
const EVIL = 'evil.example';

/** a GET with the headers as given (Playwright's request would set its own Host) */
function rawGet(path: string, headers: http.OutgoingHttpHeaders): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
}

const paths = ['/', '/home', '/home?module_id=1', '/categories', '/stores', '/store/asan-fresh-mart', '/robots.txt', '/sitemap.xml', '/api/v1/config', '/api/v1/categories', '/api/v1/module'];
const apiHeaders = { zoneId: '[1]', moduleId: '1' };

test('a foreign Host is never written into an answer, its own or anyone else\'s (issue 43.8)', async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of paths) {
    const headers = path.startsWith('/api/') ? apiHeaders : {};
    for (const poison of [{ host: EVIL }, { host: `${EVIL}:${port}` }, { host: `localhost:${port}`, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' }]) {
      const own = await rawGet(path, { ...headers, ...poison });
      expect(own.status, `${path} ${JSON.stringify(poison)}`).toBeLessThan(400);
      expect(own.body, `${path} ${JSON.stringify(poison)}`).not.toContain(EVIL);
    }
  }
  // everyone after: the kept pages and answers carry the shop's own origin
  for (const path of paths) {
    const res = await request.get(path, { headers: path.startsWith('/api/') ? apiHeaders : {} });
    expect(res.status(), path).toBeLessThan(400);
    const body = await res.text();
    expect(body, path).not.toContain(EVIL);
  }
  const home = await (await request.get('/categories')).text();
  expect(home).toContain(`http://localhost:${port}/`);
});
