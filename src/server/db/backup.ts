/**
 * Backups of the embedded database (issue 47.6). A backup is PGlite's own dump of its data
 * directory, a gzipped tarball, taken while no transaction is open and no statement runs (PGlite's
 * locks), after a checkpoint: a consistent copy, taken while the shop serves. A restore is made
 * with the storefront stopped: the data directory in place is kept beside it, and the backup
 * becomes the new one. PostgreSQL has pg_dump and pg_restore for this (README).
 */
import { existsSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** A consistent dump of `pg`'s data directory, gzipped. */
export async function dumpEmbedded(pg: PGlite): Promise<Blob> {
  await pg.exec('CHECKPOINT');
  return pg._runExclusiveTransaction(() => pg.dumpDataDir('gzip')) as Promise<Blob>;
}

/**
 * Make the backup in `file` the database in `dataDir`. The directory in place, if any, is moved to
 * `<dataDir>.before-restore-<time>` (returned), never deleted. The storefront must be stopped.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ kept: string | null }> {
  const tarball = new Blob([await readFile(file)]);
  const target = path.resolve(dataDir);
  const kept = existsSync(target) ? `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}` : null;
  if (kept) renameSync(target, kept);
  try {
    const { openEmbedded } = await import('./embedded');
    const { PGlite } = await import('@electric-sql/pglite');
    // loaded once into the new directory, then opened as the server opens it, to be sure it reads
    const loaded = await PGlite.create({ dataDir: target, loadDataDir: tarball });
    await loaded.close();
    const opened = await openEmbedded(target);
    await opened.query('select 1');
    await opened.close();
  } catch (error) {
    // the backup did not load: put the old directory back
    if (kept) {
      const { rmSync } = await import('node:fs');
      rmSync(target, { recursive: true, force: true });
      renameSync(kept, target);
    }
    throw error;
  }
  return { kept };
}
