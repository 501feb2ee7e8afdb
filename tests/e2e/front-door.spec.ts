/**
 * What the server answers before a page or the API sees a request (scripts/front-door.mjs, issue 43):
 * a page form's body beyond the limit is refused with 413 as it streams, and the server's memory
 * does not grow with it (43.2); TRACE is 405 (43.9); every answer carries the security headers,
 * the door's own, static files and errors included (43.11).
 */
import http from 'node:http';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { expect, test } from './test';

const port = Number(process.env.E2E_PORT ?? 4330);
const origin = `http://localhost:${port}`;

/** the process listening on the port (the one server process of the e2e run), from /proc */
function listeningPid(): number {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local address ends with the port in hex; state 0A is LISTEN
      if (f.length > 9 && f[1].endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '')) return Number(pid);
      }
    } catch {
      // a process that ended, or not ours to read
    }
  }
  throw new Error(`no process listens on ${port}`);
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  sentMb: number;
}

/** Send `mb` megabytes of form body (chunked, or with its Content-Length), stopping at the answer. */
function send(path: string, mb: number, chunked: boolean, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin };
    if (!chunked) headers['content-length'] = String(mb * 1024 * 1024);
    const req = http.request({ host: '127.0.0.1', port, path, method, headers });
    const chunk = Buffer.alloc(1024 * 1024, 97);
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode!, headers: res.headers, sentMb: sent });
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < mb) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(headers['content-security-policy'], what).toContain(directive);
}

test('a 50 MB form body to any page form is refused with 413 as it streams, and the server keeps its memory (issue 43.2)', async ({ request }) => {
  test.setTimeout(120_000);
  const pid = listeningPid();
  // warm: the routes have run once, so what they load is not counted as growth
  for (const path of ['/cart/add', '/newsletter', '/interest']) await request.post(path, { form: { x: '1' }, headers: { origin }, maxRedirects: 0 });
  const before = rssMb(pid);
  for (const path of ['/cart/add', '/newsletter', '/interest', '/ne/newsletter']) {
    for (const chunked of [true, false]) {
      const answer = await send(path, 50, chunked);
      expect(answer.status, `${path} ${chunked ? 'chunked' : 'with length'}`).toBe(413);
      expectSecurityHeaders(answer.headers, path);
      // refused while it streamed: nowhere near the whole body went
      expect(answer.sentMb, path).toBeLessThan(50);
    }
  }
  expect(rssMb(pid) - before).toBeLessThan(50);
  // a form of the usual size still goes through
  const ok = await request.post('/newsletter', { form: { email: `door-${Date.now()}@example.com` }, headers: { origin }, maxRedirects: 0 });
  expect(ok.status()).toBe(303);
});

test('TRACE answers 405 with the usual headers, on pages, the API and files (issue 43.9)', async () => {
  for (const path of ['/home', '/api/v1/config', '/favicon.svg', '/no-such-page']) {
    const answer = await send(path, 0, false, 'TRACE');
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow, path).toContain('GET');
    expectSecurityHeaders(answer.headers, path);
  }
});

test('every answer carries the security headers: pages, errors, the API, files (issue 43.11)', async ({ request }) => {
  for (const path of ['/home', '/no-such-page', '/api/v1/config', '/api/v1/items/details/999999999', '/favicon.svg', '/robots.txt']) {
    const res = await request.get(path);
    expectSecurityHeaders(res.headers(), `${path} ${res.status()}`);
  }
});
