/**
 * The operator's backup of the running shop (issue 47.6): the embedded database's consistent dump
 * (src/server/db/backup.ts). PostgreSQL's is pg_dump's, outside the storefront.
 */
import { getDatabase } from '../db/client';
import { refusal } from '../core/errors';

export async function backupDatabase(): Promise<Blob> {
  const database = await getDatabase();
  if (!database.dump) throw refusal(409, 'backup', 'backup_postgres');
  return database.dump();
}
