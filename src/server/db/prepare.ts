/** `npm start` step: apply migrations and seed the demo marketplace into an empty database, then exit. */
import { openDatabase } from './client';
import { isSeeded, seed } from './seed/seed';

const started = Date.now();
const database = await openDatabase();
try {
  if (!(await isSeeded(database.db))) {
    console.log(`[prepare] empty ${database.kind} database: seeding the demo marketplace...`);
    const result = await seed(database.db, { log: (m) => console.log(`[prepare] ${m}`) });
    console.log(`[prepare] seeded ${result.stores} stores and ${result.items} items`);
  }
  console.log(`[prepare] ${database.kind} database ready in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
