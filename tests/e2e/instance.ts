/**
 * A storefront of the test's own, beside the suite's server: the built server (scripts/start.mjs
 * --no-build) on its own port, on a copy of the seeded embedded database or on a PostgreSQL
 * database, its log in a file the test reads. For the specs that stop, restart and scale it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  /** the log's JSON lines so far */
  logLines(): Array<Record<string, unknown>>;
  /** SIGTERM, and the exit code once it has gone */
  stop(): Promise<number | null>;
}

/** a fresh copy of the suite's seeded embedded database (scripts/e2e.mjs made it before the suite's server opened the original) */
export function seededCopy(name: string): string {
  const dir = path.resolve(`.test-data/${name}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.resolve('.test-data/e2e-seeded'), dir, { recursive: true });
  return dir;
}

/** A GET on a connection of its own; status 0 when nothing answers. */
export function freshGet(url: string, headers: Record<string, string> = {}, timeout = 10_000): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, timeout, headers: { connection: 'close', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', () => resolve({ status: 0, body, headers: res.headers }));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer in ${timeout} ms`));
      })
      .on('error', () => resolve({ status: 0, body: '', headers: {} }));
  });
}

export async function startInstance(port: number, env: Record<string, string>, logName = `instance-${port}`): Promise<Instance> {
  const logFile = path.resolve(`.test-data/${logName}.log`);
  rmSync(logFile, { force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OPS_TOKEN: 'e2e-ops-token', STOREFRONT_TEST_MODE: '1', ASTRO_TELEMETRY_DISABLED: '1', LOG_FILE: logFile, LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(async () => (child.exitCode === null ? (await freshGet(`${url}/readyz`)).status : -1), { timeout: 110_000, intervals: [250, 500, 1000] }).toBe(200);
  return {
    url,
    port,
    process: child,
    logFile,
    logLines: () =>
      existsSync(logFile)
        ? readFileSync(logFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>)
        : [],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
