/**
 * npm run seed -- [--items N] [--reset]
 * Seeds the database named by DATABASE_URL or DATA_DIR. `--items 100000` builds the benchmark catalogue.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { isSeeded, seed } from './seed/seed';

const args = process.argv.slice(2);
const itemsArg = args.indexOf('--items');
const items = itemsArg >= 0 ? Number(args[itemsArg + 1]) : undefined;
if (items !== undefined && (!Number.isInteger(items) || items < 1)) {
  console.error('--items takes a positive whole number');
  process.exit(2);
}
const started = Date.now();
const database = await openDatabase();
try {
  if (await isSeeded(database.db)) {
    if (!args.includes('--reset')) {
      console.error('The database already holds data. Run with --reset to wipe it and seed again.');
      process.exit(1);
    }
    const tables = await database.db.execute<{ tablename: string }>(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\\_\\_%'`,
    );
    const names = (tables as unknown as { rows: Array<{ tablename: string }> }).rows.map((r: { tablename: string }) => `"${r.tablename}"`).join(', ');
    await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
  }
  const result = await seed(database.db, { items, log: (m) => console.log(`[seed] ${m}`) });
  console.log(`[seed] ${result.stores} stores, ${result.items} items on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
