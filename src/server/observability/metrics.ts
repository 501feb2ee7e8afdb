/**
 * The server's metrics (issue 47.3), in Prometheus's text at /metrics (src/pages/metrics.ts). One
 * registry per process, prom-client's own, shared by every copy of this module (./process-wide.ts).
 * With WEB_CONCURRENCY above 1 each process answers with its own figures, labelled by its pid.
 *
 * Imported by scripts/serve.mjs as it is (Node strips the types), so its imports name their files.
 */
import client from 'prom-client';
import { processWide } from './process-wide.ts';

const { Counter, Gauge, Histogram, register } = client;

/** seconds: a page from the cache takes a millisecond, a cold search tens */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const watched = processWide('pool', () => ({ pool: null as PoolFigures | null }));

function make() {
  register.setDefaultLabels({ pid: String(process.pid) });
  // the process's own: CPU, memory, event-loop lag, GC pauses (storefront_process_*, storefront_nodejs_*)
  client.collectDefaultMetrics({ prefix: 'storefront_' });
  return {
    requests: new Histogram({ name: 'storefront_http_request_duration_seconds', help: 'Requests by route pattern, method and status, with their duration', labelNames: ['route', 'method', 'status'], buckets: REQUEST_BUCKETS }),
    statements: new Histogram({ name: 'storefront_db_statement_duration_seconds', help: 'SQL statements and their duration, by database', labelNames: ['db'], buckets: STATEMENT_BUCKETS }),
    pool: new Gauge({
      name: 'storefront_db_pool_connections',
      help: "PostgreSQL pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'],
      collect() {
        const pool = watched.pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
    cache: new Counter({ name: 'storefront_cache_requests_total', help: 'Reads of each cache of the cache table (src/server/cache/policy.ts), by outcome', labelNames: ['cache', 'outcome'] }),
    streams: new Gauge({ name: 'storefront_event_streams_open', help: 'Open event streams (order tracking, shopper notifications)' }),
    ordersPlaced: new Counter({ name: 'storefront_orders_placed_total', help: 'Orders placed, by module type', labelNames: ['module'] }),
    ordersRefused: new Counter({ name: 'storefront_orders_refused_total', help: 'Orders refused, by the reason the shopper was told', labelNames: ['reason'] }),
    paymentCallbacks: new Counter({ name: 'storefront_payment_callbacks_total', help: 'Payment gateway callbacks, by gateway and outcome', labelNames: ['gateway', 'outcome'] }),
  };
}

export const metrics = processWide('metrics', make);

/** the caches of the cache table, by their names there */
export type CacheName = 'reference data' | "shoppers' own rows" | 'items' | 'catalogue lists' | 'counts' | 'shared, item and personal answers' | 'pages';

/**
 * The counter of one cache's reads: `count(true)` for a hit, `count(false)` for a miss. Made once
 * per cache (its two label sets bound then), as it is counted on the hot path.
 */
export function cacheCounter(cache: CacheName): (hit: boolean) => void {
  const hits = metrics.cache.labels({ cache, outcome: 'hit' });
  const misses = metrics.cache.labels({ cache, outcome: 'miss' });
  return (hit) => (hit ? hits : misses).inc();
}

/** The PostgreSQL pool whose figures /metrics reports, read when they are asked for. */
export function watchPool(pool: PoolFigures): void {
  watched.pool = pool;
}

/** Prometheus's text for every metric of this process. */
export const metricsText = (): Promise<string> => register.metrics();
export const METRICS_CONTENT_TYPE = register.contentType;
