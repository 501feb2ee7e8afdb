#!/usr/bin/env node
/**
 * Lighthouse (mobile) on the landing page, a module home, a store, a product, a category and a policy
 * page. Starts the built storefront on a fresh embedded database, runs Lighthouse in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) LH_RUNS times per page (default 3) and prints the
 * medians: the four category scores, LCP, CLS and total blocking time, with the machine's benchmark
 * index (Lighthouse's own measure of the CPU: the scores move with it).
 *
 * This machine kind's index drifts from about 1,000 to 3,300 (STACK.md). LH_CPU_FOR_INDEX=1000 scales
 * Lighthouse's CPU slowdown (4x for its reference phone) by the index read in a first run, so that a
 * faster machine is slowed to the phone an index of 1,000 stands for: the figures of different days
 * then compare.
 *
 *   npm run bench:lighthouse
 *   LH_CPU_FOR_INDEX=1000 npm run bench:lighthouse
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LH_PORT ?? 4340);
const base = `http://localhost:${port}`;
const dataDir = path.join(root, '.bench-data/lighthouse');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/api/v1/zone/list`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 100));
}

const pages = [
  ['landing', '/'],
  ['home', '/home?module_id=1'],
  ['store', '/store/asan-fresh-mart'],
  ['product', '/product/fuji-apples-asan-fresh-mart'],
  ['category', '/category/1?module_id=1'],
  ['policy', '/privacy-policy'],
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rows = [];
const settings = { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } };
/** Lighthouse's CPU slowdown for its reference phone (mobile, slow 4G) */
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const forIndex = Number(process.env.LH_CPU_FOR_INDEX ?? 0);
const indexes = [];
try {
  let slowdown = DEFAULT_SLOWDOWN;
  if (forIndex > 0) {
    const probe = await lighthouse(`${base}/about-us`, settings);
    const measured = probe.lhr.environment.benchmarkIndex;
    slowdown = Math.max(1, (DEFAULT_SLOWDOWN * measured) / forIndex);
    console.log(`benchmark index ${Math.round(measured)}: CPU slowdown ${slowdown.toFixed(1)}x, as a machine of index ${forIndex} at ${DEFAULT_SLOWDOWN}x`);
  }
  const options = { ...settings, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } };
  for (const [name, p] of pages) {
    await fetch(`${base}${p}`); // warm the server
    const samples = [];
    const failed = new Set();
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${p}`, options);
      indexes.push(result.lhr.environment.benchmarkIndex);
      const c = result.lhr.categories;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const audit = (id) => result.lhr.audits[id]?.numericValue ?? 0;
      for (const a of Object.values(result.lhr.audits)) if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') failed.add(a.id);
      samples.push({ performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'), lcp_ms: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift'), tbt_ms: audit('total-blocking-time') });
    }
    const med = (k) => median(samples.map((x) => x[k]));
    rows.push({ page: name, runs, performance: med('performance'), accessibility: med('accessibility'), 'best-practices': med('best-practices'), seo: med('seo'), lcp_ms: Math.round(med('lcp_ms')), cls: Number(med('cls').toFixed(3)), tbt_ms: Math.round(med('tbt_ms')), 'performance (all runs)': samples.map((x) => x.performance).join(' '), failed: [...failed].join(' ') });
  }
} finally {
  await chrome.kill();
  stop();
}
console.table(rows);
console.log(`benchmark index: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}) over ${indexes.length} runs`);
