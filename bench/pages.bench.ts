/**
 * Page benchmark (issue 16): the built storefront on a freshly seeded database, as a shopper's
 * browser meets it (HTTP, compression asked for). For each page type it prints:
 * - the render time of one request alone (median of 15, no page cache) and the SQL statements it cost;
 * - the raw HTML size;
 * - req/s and p99 at 10 connections: anonymous from the page cache, anonymous without it, signed in
 *   without it (the whole page rendered for the shopper), and signed in with it (issue 48: the kept
 *   page with the shopper's own places filled in), with the last as a share of the first: what a
 *   signed-in page costs beside an anonymous one in the same run;
 * - p99 at the goal's throughput (issue 16: 190 req/s on 10 connections, p99 at most 50 ms), anonymous
 *   without the page cache and signed in: the same connections asking at that rate, evenly spaced, not
 *   as fast as they can (where the p99 above is the server's queue at its limit). autocannon's own
 *   rate sends each second's requests at once and waits out the rest of the second, so this load is
 *   paced here (`pacedLoad`).
 *
 *   npm run bench:pages                      # PGlite (a fresh .bench-data/pages-pglite)
 *   npm run bench:pages -- --db postgres     # PostgreSQL at BENCH_DATABASE_URL (its public schema is emptied first)
 *   npm run bench:pages -- --seconds 5 --connections 10 --pages product,store
 *   npm run bench:pages -- --processes 2      # WEB_CONCURRENCY: server processes (on PGlite the primary holds the database)
 *   npm run bench:pages -- --rounds 3         # each load 3 times, anonymous and signed in taking turns: the median of each
 *   npm run bench:pages -- --accept-encoding 'gzip, br'   # the loads' Accept-Encoding (default: what Chromium sends)
 *   npm run bench:pages -- --rate 300        # the rate for the p99 at a given throughput (default 190; 0 leaves it out)
 *   npm run bench:pages -- --against ../before --page-cache on   # A/B with the page cache on (as served), anonymous and signed in
 *   npm run bench:pages -- --heap            # also the JS heap each request allocates and the GC pauses (bench/heap-probe.mjs)
 *   npm run bench:pages -- --against ../before --rounds 8 --seconds 2   # A/B: this build against another
 *   BENCH_DATABASE_URL=postgres://... npm run bench:pages -- --db postgres --processes 2 --against ../before   # the same on PostgreSQL
 *
 * --against DIR compares this build with another built checkout (say `git worktree add ../before
 * HEAD~1`, its node_modules linked to this one's, `astro build` there). On PGlite both serve a copy
 * of one fresh seed at once; with --db postgres each gets a fresh database of its own beside
 * BENCH_DATABASE_URL's (its name with _a and _b), which its own start seeds, and --processes applies to
 * both; their loads take turns, so a machine that slows for a while slows both
 * alike, and each page prints the ratio of each pair (geometric mean, with its standard error).
 * This machine kind's speed drifts by a third within an hour: a change is measured this way, not by
 * two runs apart.
 *
 * Beside req/s and p99 it prints the server's CPU time per request (every process of it, on Linux):
 * the cost of a page, which a busy or slower machine changes less than it changes the throughput.
 *
 * It builds the storefront first unless --no-build. Figures, not assertions: nothing fails on a number.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const kind = arg('db', 'pglite') as 'pglite' | 'postgres';
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '10'));
const port = Number(arg('port', '4390'));
const processes = arg('processes', '1');
const rounds = Math.max(1, Number(arg('rounds', '1')));
/** as a current browser asks (Chromium 123+, Firefox 126+): a page rendered for one answer goes in the cheapest of them */
const acceptEncoding = arg('accept-encoding', 'gzip, deflate, br, zstd');
/** issue 16's goal: at least 190 req/s (five times the peer's product page) on 10 connections with p99 at most 50 ms */
const goalRate = Number(arg('rate', '190'));
const against = args.includes('--against') ? path.resolve(arg('against', '')) : null;
/** --against: whether both sides serve with their page cache (as in production) or render every page (default) */
const pageCacheAgainst = arg('page-cache', 'off') === 'on' ? 'on' : 'off';
const base = `http://127.0.0.1:${port}`;
/**
 * --heap (issue 48.4): every server process loads bench/heap-probe.mjs, and each load prints the JS
 * heap allocated per request and the GC pauses it caused, read from V8's GC profiler. The probe
 * costs a little CPU at each collection: compare figures taken with it only with each other.
 */
const heapDir = args.includes('--heap') ? mkdtempSync(path.join(tmpdir(), 'bench-heap-')) : null;
const heapEnv = (): Record<string, string> =>
  heapDir
    ? { BENCH_HEAP_DIR: heapDir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(root, 'bench/heap-probe.mjs')).href}`.trim() }
    : {};

/** a returning shopper: zone, module and position chosen (the cookies the pages read) */
const shopperCookies = (moduleId: number, type: string) =>
  [
    `zoneid=${encodeURIComponent('[1]')}`,
    `module=${encodeURIComponent(JSON.stringify({ id: moduleId, module_type: type }))}`,
    `currentLatLng=${encodeURIComponent(JSON.stringify({ lat: 27.7172, lng: 85.324 }))}`,
  ].join('; ');
const PAGES: Array<{ name: string; path: string; cookie: string }> = [
  { name: 'module home', path: '/home', cookie: shopperCookies(1, 'grocery') },
  { name: 'product', path: '/product/fuji-apples-asan-fresh-mart', cookie: shopperCookies(1, 'grocery') },
  { name: 'store', path: '/store/asan-fresh-mart', cookie: shopperCookies(1, 'grocery') },
  { name: 'category', path: '/category/1', cookie: shopperCookies(1, 'grocery') },
  { name: 'policy', path: '/privacy-policy', cookie: shopperCookies(1, 'grocery') },
];
const only = arg('pages', 'all');
const pages = PAGES.filter((p) => only === 'all' || only.split(',').some((w) => p.name.startsWith(w)));

function databaseEnv(): Record<string, string> {
  if (kind === 'pglite') {
    const dir = path.join(root, '.bench-data/pages-pglite');
    rmSync(dir, { recursive: true, force: true });
    return { DATA_DIR: dir };
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('--db postgres needs BENCH_DATABASE_URL');
  return { DATABASE_URL: url };
}

/** An empty database beside BENCH_DATABASE_URL's, named with `suffix`: dropped if it was there, made afresh. */
async function freshDatabase(suffix: string): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('--db postgres needs BENCH_DATABASE_URL');
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'bench'}_${suffix}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  target.pathname = `/${name}`;
  return target.toString();
}

async function emptyPostgres() {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;');
  await client.end();
}

async function startServer(env: Record<string, string>, from = { root, port }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: from.root,
    env: { ...process.env, PORT: String(from.port), HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', API_SQL_COUNT: '1', WEB_CONCURRENCY: processes, ...heapEnv(), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${from.port}/api/v1/zone/list`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      if (from.port === port) serverPid = child.pid ?? 0;
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 150 s');
}

async function stopServer(child: ChildProcess) {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

async function signIn(at = base): Promise<string> {
  const res = await fetch(`${at}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'manual', email_or_phone: 'sita@example.com', password: '12345678', field_type: 'email' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`demo sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

interface Alone {
  medianMs: number;
  statements: number;
  bytes: number;
}

/** one request at a time: the median render time, the statements and the HTML size */
async function alone(url: string, cookie: string): Promise<Alone> {
  const times: number[] = [];
  let statements = 0;
  let bytes = 0;
  for (let i = 0; i < 18; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i < 3) continue; // warm-up
    times.push(performance.now() - started);
    statements = Number(res.headers.get('x-sql-statements') ?? NaN);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], statements, bytes };
}

interface Load {
  rps: number;
  p99: number;
  /** the median latency: the tail is read as p99 / p50 (issue 48: at most 4) */
  p50: number;
  non2xx: number;
  /** the server's CPU time per request (all its processes), ms; NaN where /proc cannot tell */
  cpuMs: number;
  /** --heap: what the load cost the JS heap, per request and in all (NaN without --heap) */
  heap: HeapCost;
}

interface HeapCost {
  /** KiB allocated per request, every server process together */
  kibPerRequest: number;
  /** collections and their main-thread time per 1,000 requests */
  collectionsPerK: number;
  pauseMsPerK: number;
  /** the longest single pause in the load, ms */
  maxPauseMs: number;
}
const noHeap: HeapCost = { kibPerRequest: NaN, collectionsPerK: NaN, pauseMsPerK: NaN, maxPauseMs: NaN };

interface HeapTotals {
  allocated: number;
  collections: number;
  pauseMs: number;
  maxPauseMs: number;
}

/** a process's /proc/<pid>/stat fields after its name: state ppid ... utime(12) stime(13); null once it is gone */
function procStat(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  } catch {
    return null;
  }
}

/** the server's processes: `pid` and its children (the cluster's workers), from /proc (Linux) */
function serverPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && (Number(entry) === pid || Number(procStat(entry)?.[1]) === pid))
    .map(Number);
}

const probeLines = (pid: number): HeapTotals[] => {
  try {
    return readFileSync(path.join(heapDir!, `${pid}.jsonl`), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as HeapTotals);
  } catch {
    return [];
  }
};

/** --heap: every server process's running totals, summed (each probe asked by SIGUSR2, its line awaited) */
async function heapTotals(pid: number): Promise<HeapTotals | null> {
  if (!heapDir) return null;
  // only processes with the probe: its first line is written as it loads (a SIGUSR2 would stop any other)
  const pids = serverPids(pid).filter((p) => existsSync(path.join(heapDir, `${p}.jsonl`)));
  const seen = new Map(pids.map((p) => [p, probeLines(p).length]));
  for (const p of pids) process.kill(p, 'SIGUSR2');
  for (let i = 0; i < 200 && pids.some((p) => probeLines(p).length <= seen.get(p)!); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const sum: HeapTotals = { allocated: 0, collections: 0, pauseMs: 0, maxPauseMs: 0 };
  for (const p of pids) {
    const last = probeLines(p).at(-1);
    if (!last) continue;
    sum.allocated += last.allocated;
    sum.collections += last.collections;
    sum.pauseMs += last.pauseMs;
    sum.maxPauseMs = Math.max(sum.maxPauseMs, last.maxPauseMs);
  }
  return sum;
}

function heapCost(before: HeapTotals | null, after: HeapTotals | null, requests: number): HeapCost {
  if (!before || !after) return noHeap;
  const n = Math.max(1, requests);
  return {
    kibPerRequest: (after.allocated - before.allocated) / 1024 / n,
    collectionsPerK: ((after.collections - before.collections) * 1000) / n,
    pauseMsPerK: ((after.pauseMs - before.pauseMs) * 1000) / n,
    maxPauseMs: after.maxPauseMs,
  };
}

/** CPU seconds used so far by a process and its children (the cluster's workers), from /proc (Linux) */
function cpuSeconds(pid: number): number {
  const tick = 100; // USER_HZ
  try {
    return serverPids(pid).reduce((total, p) => {
      const f = procStat(p);
      return f ? total + (Number(f[11]) + Number(f[12])) / tick : total;
    }, 0);
  } catch {
    return NaN;
  }
}

let serverPid = 0;
async function loadOnce(url: string, cookie: string, pid = serverPid, rate?: number): Promise<Load> {
  if (rate) return pacedLoad(url, cookie, rate, pid);
  const heapBefore = await heapTotals(pid);
  const before = cpuSeconds(pid);
  // each answer's time as measured (autocannon's own percentiles are whole milliseconds: a p50 of 1 ms
  // is anything from 1.0 to 1.99, which made p99/p50 read up to twice what it was)
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: seconds, headers: { cookie, 'accept-encoding': acceptEncoding } }, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    });
  });
  const used = cpuSeconds(pid) - before;
  const heap = heapCost(heapBefore, await heapTotals(pid), result.requests.total);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
  return { rps: result.requests.average, p99: at(0.99), p50: at(0.5), non2xx: result.non2xx + result.errors, cpuMs: (used * 1000) / Math.max(1, result.requests.total), heap };
}

/**
 * `rate` requests a second spread evenly over `connections` kept-alive connections: each connection
 * asks every connections/rate seconds, or as soon as its last answer came if that was later. The
 * latency of each is measured from the moment it was due (a late answer delays the next: counted).
 */
async function pacedLoad(url: string, cookie: string, rate: number, pid = serverPid): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const every = (1000 * connections) / rate;
  const latencies: number[] = [];
  let failed = 0;
  const before = cpuSeconds(pid);
  const started = performance.now();
  const end = started + seconds * 1000;
  const ask = () =>
    new Promise<number>((resolve) => {
      const req = httpRequest(url, { agent, headers: { cookie, 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      // the connections start spread over one interval, not together
      let due = started + (every * i) / connections;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const status = await ask();
        if (status < 200 || status >= 300) failed++;
        latencies.push(performance.now() - due);
        due = Math.max(due + every, performance.now());
      }
    }),
  );
  agent.destroy();
  const used = cpuSeconds(pid) - before;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN,
    p50: latencies[Math.floor(latencies.length / 2)] ?? NaN,
    non2xx: failed,
    cpuMs: (used * 1000) / Math.max(1, latencies.length),
    heap: noHeap,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function medianLoad(loads: Load[]): Load {
  const heap: HeapCost = {
    kibPerRequest: median(loads.map((l) => l.heap.kibPerRequest)),
    collectionsPerK: median(loads.map((l) => l.heap.collectionsPerK)),
    pauseMsPerK: median(loads.map((l) => l.heap.pauseMsPerK)),
    maxPauseMs: Math.max(...loads.map((l) => l.heap.maxPauseMs)),
  };
  return { rps: median(loads.map((l) => l.rps)), p99: median(loads.map((l) => l.p99)), p50: median(loads.map((l) => l.p50)), cpuMs: median(loads.map((l) => l.cpuMs)), non2xx: loads.reduce((n, l) => n + l.non2xx, 0), heap };
}

/** a second's load for each of `cookies`, not counted: the page's code paths and its cache entry warmed before they are measured */
async function warm(url: string, cookies: string[]) {
  for (const cookie of cookies) await autocannon({ url, connections, duration: 1, headers: { cookie, 'accept-encoding': acceptEncoding } });
}

/** each of `cookies` loaded `rounds` times, taking turns (a machine that slows for a while slows each alike); at `rate` req/s if given, else as fast as the connections go */
async function loads(url: string, cookies: string[], rate?: number): Promise<Load[]> {
  if (!rate) await warm(url, cookies);
  const runs: Load[][] = cookies.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [i, cookie] of cookies.entries()) runs[i].push(await loadOnce(url, cookie, serverPid, rate));
  return runs.map(medianLoad);
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
/** --heap: a load's heap cost as table cells: KiB/req | collections/1k req | GC ms/1k req | longest pause ms */
const heapCells = (h: HeapCost) => `${fmt(h.kibPerRequest)} | ${fmt(h.collectionsPerK)} | ${fmt(h.pauseMsPerK)} | ${fmt(h.maxPauseMs)}`;
const heapHeader = '| page | load | KiB allocated/req | collections/1k req | GC ms/1k req | longest pause ms | p99 ms (p99/p50) |';
/** p99 with the tail beside it: p99 / p50 (issue 48's goal: at most 4 at 10 connections) */
const tail = (l: Load) => `${fmt(l.p99)} (${fmt(l.p99 / l.p50)}×)`;

/** ratios of paired runs: their geometric mean and its standard error (as a fraction) */
function pairedRatio(after: number[], before: number[]): { ratio: number; error: number } {
  const logs = after.map((a, i) => Math.log(a / before[i]));
  const mean = logs.reduce((sum, v) => sum + v, 0) / logs.length;
  const variance = logs.length > 1 ? logs.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (logs.length - 1) : NaN;
  return { ratio: Math.exp(mean), error: Math.sqrt(variance / logs.length) };
}

/** --against: this build (B) and another (A) on copies of one seed, their loads taking turns */
async function compare(other: string) {
  if (!existsSync(path.join(other, 'dist/server/entry.mjs'))) throw new Error(`${other}: no build (run astro build there)`);
  const sides = [
    { name: 'A', root: other, port: port + 1 },
    { name: 'B', root, port },
  ];
  let databases: Array<Record<string, string>>;
  if (kind === 'pglite') {
    const seeded = databaseEnv().DATA_DIR;
    // seed once, through this build's own start, then hand each server a copy
    await stopServer(await startServer({ DATA_DIR: seeded, PAGE_CACHE: 'off' }));
    const copy = (name: string) => {
      const dir = `${seeded}-${name}`;
      rmSync(dir, { recursive: true, force: true });
      cpSync(seeded, dir, { recursive: true });
      return dir;
    };
    databases = sides.map((side) => ({ DATA_DIR: copy(side.name) }));
  } else {
    // PostgreSQL: a database of its own for each side (BENCH_DATABASE_URL's name with _a or _b), emptied,
    // which each build's start migrates and seeds
    databases = await Promise.all(sides.map(async (side) => ({ DATABASE_URL: await freshDatabase(side.name.toLowerCase()) })));
  }
  console.log(
    `\nA/B on ${kind}, ${processes} server process(es) each, page cache ${pageCacheAgainst}: A ${other}, B ${root}; ${connections} connections, ${rounds} turns of ${seconds} s, Accept-Encoding: ${acceptEncoding}\n`,
  );
  const servers = await Promise.all(sides.map((side, i) => startServer({ ...databases[i], PAGE_CACHE: pageCacheAgainst }, side)));
  try {
    const tokens = await Promise.all(sides.map((side) => signIn(`http://127.0.0.1:${side.port}`)));
    const heapRows: string[] = [];
    console.log(`| page | shopper | A req/s | B req/s | B/A req/s | A CPU ms/req | B CPU ms/req | B/A CPU | A p99 (p99/p50) | B p99 (p99/p50) |`);
    console.log(`|---|---|---|---|---|---|---|---|---|---|`);
    for (const page of pages) {
      for (const signedIn of [false, true]) {
        const runs: Load[][] = [[], []];
        // a first short turn each: the build's code paths warmed before they count
        for (const [i, side] of sides.entries()) await loadOnce(`http://127.0.0.1:${side.port}${page.path}`, signedIn ? `${page.cookie}; token=${tokens[i]}` : page.cookie, servers[i].pid ?? 0);
        for (let r = 0; r < rounds; r++)
          for (const [i, side] of sides.entries()) runs[i].push(await loadOnce(`http://127.0.0.1:${side.port}${page.path}`, signedIn ? `${page.cookie}; token=${tokens[i]}` : page.cookie, servers[i].pid ?? 0));
        const [a, b] = runs.map(medianLoad);
        const shopper = signedIn ? 'signed in' : pageCacheAgainst === 'on' ? 'anonymous' : 'anonymous, uncached';
        if (heapDir) for (const [side, l] of [['A', a], ['B', b]] as const) heapRows.push(`| ${page.name} | ${side}: ${shopper} | ${heapCells(l.heap)} | ${tail(l)} |`);
        const rps = pairedRatio(runs[1].map((l) => l.rps), runs[0].map((l) => l.rps));
        const cpu = pairedRatio(runs[1].map((l) => l.cpuMs), runs[0].map((l) => l.cpuMs));
        const pct = (e: number) => `±${fmt(e * 100)}%`;
        console.log(
          `| ${page.name} | ${signedIn ? 'signed in' : pageCacheAgainst === 'on' ? 'anonymous' : 'anonymous, uncached'} | ${fmt(a.rps)} | ${fmt(b.rps)} | ×${fmt(rps.ratio, 3)} (${pct(rps.error)}) | ${fmt(a.cpuMs, 2)} | ${fmt(b.cpuMs, 2)} | ×${fmt(cpu.ratio, 3)} (${pct(cpu.error)}) | ${tail(a)} | ${tail(b)} |${a.non2xx + b.non2xx ? ` (${a.non2xx + b.non2xx} non-2xx or errors)` : ''}`,
        );
      }
    }
    if (heapDir) console.log(`\nJS heap (every server process; medians of the turns, the longest pause of all):\n\n${heapHeader}\n|---|---|---|---|---|---|---|\n${heapRows.join('\n')}`);
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    const built = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  if (against) return compare(against);
  if (kind === 'postgres') await emptyPostgres();
  const dbEnv = databaseEnv();
  console.log(
    `\npages on ${kind}, ${processes} server process(es): ${connections} connections for ${seconds} s each${rounds > 1 ? `, the median of ${rounds} rounds` : ''}, Accept-Encoding: ${acceptEncoding}\n`,
  );

  const rows = new Map<
    string,
    { alone?: Alone; uncached?: Load; signedIn?: Load; cached?: Load; signedInCached?: Load; uncachedAtRate?: Load; signedInAtRate?: Load; signedInCachedAtRate?: Load }
  >();
  // without the page cache: render times, statements, sizes, and throughput anonymous and signed in
  let server = await startServer({ ...dbEnv, PAGE_CACHE: 'off' });
  try {
    const token = await signIn();
    for (const page of pages) {
      const row = { alone: await alone(base + page.path, page.cookie) };
      rows.set(page.name, row);
      console.log(`${page.name}: alone ${fmt(row.alone.medianMs)} ms, ${row.alone.statements} statements, ${fmt(row.alone.bytes / 1024)} KiB`);
      const [uncached, signedIn] = await loads(base + page.path, [page.cookie, `${page.cookie}; token=${token}`]);
      const [uncachedAtRate, signedInAtRate] = goalRate > 0 ? await loads(base + page.path, [page.cookie, `${page.cookie}; token=${token}`], goalRate) : [];
      Object.assign(row, { uncached, signedIn, uncachedAtRate, signedInAtRate });
    }
  } finally {
    await stopServer(server);
  }
  // with the page cache, as shoppers meet it: anonymous, and signed in (the kept page, their places filled in)
  const { DATA_DIR: _fresh, ...again } = dbEnv;
  server = await startServer({ ...again, ...(kind === 'pglite' ? { DATA_DIR: dbEnv.DATA_DIR } : {}) });
  try {
    const token = await signIn();
    for (const page of pages) {
      const row = rows.get(page.name)!;
      [row.cached, row.signedInCached] = await loads(base + page.path, [page.cookie, `${page.cookie}; token=${token}`]);
      if (goalRate > 0) [row.signedInCachedAtRate] = await loads(base + page.path, [`${page.cookie}; token=${token}`], goalRate);
    }
  } finally {
    await stopServer(server);
  }

  const atRate = goalRate > 0 ? ` p99 ms at ${goalRate}/s: anon uncached | signed in uncached | signed in |` : '';
  console.log(
    `\n| page | alone ms | SQL | HTML KiB | anon req/s | p99 ms (p99/p50) | CPU ms/req | signed-in req/s | p99 ms (p99/p50) | CPU ms/req | signed in / anon | anon uncached req/s | p99 ms (p99/p50) | CPU ms/req | signed-in uncached req/s | p99 ms (p99/p50) | CPU ms/req |${atRate}`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|${goalRate > 0 ? '---|---|---|' : ''}`);
  for (const page of pages) {
    const r = rows.get(page.name)!;
    const errors = [r.cached, r.signedInCached, r.uncached, r.signedIn, r.uncachedAtRate, r.signedInAtRate, r.signedInCachedAtRate].reduce((n, l) => n + (l?.non2xx ?? 0), 0);
    const rated = r.uncachedAtRate && r.signedInAtRate && r.signedInCachedAtRate ? ` ${fmt(r.uncachedAtRate.p99)} | ${fmt(r.signedInAtRate.p99)} | ${fmt(r.signedInCachedAtRate.p99)} |` : '';
    const mine = r.signedInCached!;
    console.log(
      `| ${page.name} | ${fmt(r.alone!.medianMs)} | ${r.alone!.statements} | ${fmt(r.alone!.bytes / 1024)} | ${fmt(r.cached!.rps)} | ${tail(r.cached!)} | ${fmt(r.cached!.cpuMs, 2)} | ${fmt(mine.rps)} | ${tail(mine)} | ${fmt(mine.cpuMs, 2)} | ${fmt((100 * mine.rps) / r.cached!.rps, 0)}% | ${fmt(r.uncached!.rps)} | ${tail(r.uncached!)} | ${fmt(r.uncached!.cpuMs, 2)} | ${fmt(r.signedIn!.rps)} | ${tail(r.signedIn!)} | ${fmt(r.signedIn!.cpuMs, 2)} |${rated}${errors ? ` (${errors} non-2xx or errors)` : ''}`,
    );
  }
  if (heapDir) {
    console.log(`\nJS heap (every server process):\n\n${heapHeader}\n|---|---|---|---|---|---|---|`);
    for (const page of pages) {
      const r = rows.get(page.name)!;
      const named: Array<[string, Load]> = [
        ['anonymous, cached', r.cached!],
        ['signed in, cached', r.signedInCached!],
        ['anonymous, uncached', r.uncached!],
        ['signed in, uncached', r.signedIn!],
      ];
      for (const [name, l] of named) console.log(`| ${page.name} | ${name} | ${heapCells(l.heap)} | ${tail(l)} |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
