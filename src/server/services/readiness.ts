/**
 * Whether this process should be sent shoppers (issue 47.1): it is not stopping, its database
 * answers, every committed migration is applied, and it hears the database's change notices
 * (LISTEN), without which it could serve what has changed. A storefront for another backend
 * (API_BASE_URL) has no database of its own to check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { referenceCacheOf } from '../cache/reference-cache';
import { getDatabase, migrationsFolder, type Database } from '../db/client';
import { isDraining } from '../observability/lifecycle';

export type CheckName = 'draining' | 'database' | 'migrations' | 'listen';

export interface Check {
  name: CheckName;
  ok: boolean;
  /** why it failed, in the operator's words */
  detail?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Check[];
}

/** a check that has not answered by then has failed */
const CHECK_TIMEOUT_MS = 2_000;
const PROBE_CHANNEL = 'storefront_readiness';

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

let lastMigration: number | undefined;
/** the newest committed migration's time (drizzle's journal), read once */
function committedMigration(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    lastMigration = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return lastMigration;
}

async function migrationsApplied(database: Database): Promise<Check> {
  const result = (await database.db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ applied: string | number | null }> };
  const applied = Number(result.rows[0]?.applied ?? 0);
  const committed = committedMigration();
  return applied >= committed ? { name: 'migrations', ok: true } : { name: 'migrations', ok: false, detail: 'a committed migration is not applied: run npm start (it migrates) or restart' };
}

async function listening(database: Database): Promise<Check> {
  const reference = referenceCacheOf(database.db);
  if (reference) return reference.active ? { name: 'listen', ok: true } : { name: 'listen', ok: false, detail: 'the change notices (LISTEN) are not up' };
  // no reference cache (REFERENCE_CACHE=off): a LISTEN opened and closed shows notices can be had
  const unlisten = await database.listen(PROBE_CHANNEL, () => {});
  await unlisten();
  return { name: 'listen', ok: true };
}

const failed = (name: CheckName, error: unknown): Check => ({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });

/** `ownDatabase` false: a storefront for another backend (API_BASE_URL), with no database of its own to check. */
export async function readiness(ownDatabase = true): Promise<Readiness> {
  const checks: Check[] = [isDraining() ? { name: 'draining', ok: false, detail: 'the process is stopping' } : { name: 'draining', ok: true }];
  if (ownDatabase) {
    const database = await withTimeout(getDatabase(), 'database').catch((error: unknown) => error as Error);
    if (database instanceof Error) checks.push(failed('database', database), { name: 'migrations', ok: false, detail: 'no database' }, { name: 'listen', ok: false, detail: 'no database' });
    else {
      const answered = await withTimeout(database.db.execute(sql`select 1`), 'database').then(
        (): Check => ({ name: 'database', ok: true }),
        (error: unknown) => failed('database', error),
      );
      checks.push(answered);
      const [migrations, listen] = await Promise.all([
        answered.ok ? withTimeout(migrationsApplied(database), 'migrations').catch((error: unknown) => failed('migrations', error)) : { name: 'migrations' as const, ok: false, detail: 'the database does not answer' },
        withTimeout(listening(database), 'listen').catch((error: unknown) => failed('listen', error)),
      ]);
      checks.push(migrations, listen);
    }
  }
  return { ready: checks.every((c) => c.ok), checks };
}
