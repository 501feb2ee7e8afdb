/**
 * Heap probe for `bench:pages -- --heap` (issue 48.4): loaded into every server process with
 * `NODE_OPTIONS=--import ./bench/heap-probe.mjs`, never by the storefront itself.
 *
 * V8's GC profiler records the heap before and after every collection. On SIGUSR2 the probe
 * appends one line to `$BENCH_HEAP_DIR/<pid>.jsonl` with its running totals since the process
 * started (and one at once, which tells the bench that the process has the probe):
 * - `allocated`: bytes the program allocated on the JS heap: what each collection freed, plus
 *   what the heap grew by since (used now minus used at the start, plus the sum of freed);
 * - `collections`, `scavenges`: how many collections ran, and how many of them were young-generation;
 * - `pauseMs`, `maxPauseMs`: their total time on the main thread, and the longest.
 * The bench reads a line before and after a load and divides the difference by the requests.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);
  const startUsed = v8.getHeapStatistics().used_heap_size;
  const totals = { freed: 0, collections: 0, scavenges: 0, pauseMs: 0, maxPauseMs: 0 };
  let profiler = new v8.GCProfiler();
  profiler.start();
  const gather = () => {
    const data = profiler.stop();
    profiler = new v8.GCProfiler();
    profiler.start();
    for (const gc of data?.statistics ?? []) {
      totals.freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
      totals.collections++;
      if (gc.gcType === 'Scavenge' || gc.gcType === 'MinorMarkSweep') totals.scavenges++;
      const ms = gc.cost / 1000;
      totals.pauseMs += ms;
      totals.maxPauseMs = Math.max(totals.maxPauseMs, ms);
    }
  };
  const write = () => {
    const used = v8.getHeapStatistics().used_heap_size;
    const { freed, ...rest } = totals;
    appendFileSync(file, `${JSON.stringify({ pid: process.pid, allocated: used - startUsed + freed, ...rest })}\n`);
    totals.maxPauseMs = 0; // the longest pause since the last line
  };
  // a first line at once: the file tells the bench that this process has the probe (and a SIGUSR2 handler)
  write();
  // BENCH_HEAP_SAMPLE=all: V8's sampling heap profiler runs too, and each SIGUSR2 also writes what
  // was allocated since the last as `<pid>-<n>.heapprofile` (open it in Chrome's DevTools, Memory
  // tab): where the bytes come from, by function. BENCH_HEAP_SAMPLE=promoted: only what no young
  // collection freed: what lived long enough to be copied and promoted, the scavenges' cost
  const mode = process.env.BENCH_HEAP_SAMPLE;
  const sampling = mode === 'all' || mode === 'promoted' ? new Session() : null;
  let profiles = 0;
  const startSampling = () =>
    sampling?.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: mode === 'all' });
  if (sampling) {
    sampling.connect();
    startSampling();
  }
  process.on('SIGUSR2', () => {
    gather();
    write();
    sampling?.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(path.join(dir, `${process.pid}-${++profiles}.heapprofile`), JSON.stringify(result.profile));
      startSampling();
    });
  });
}
