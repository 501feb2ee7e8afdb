import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ dataDir: '.bench-data/pglite', extensions: { pg_trgm } });
for (const k of ['shared_buffers', 'work_mem', 'effective_cache_size', 'fsync', 'synchronous_commit', 'wal_buffers', 'full_page_writes', 'max_wal_size', 'checkpoint_timeout', 'autovacuum'])
  console.log(k, (await db.query(`show ${k}`)).rows[0]);
console.log((await db.query(`select relname, pg_size_pretty(pg_total_relation_size(oid)) total, pg_size_pretty(pg_relation_size(oid)) heap from pg_class where relname in ('items','stores','cart_lines','orders','order_details','items_pkey','guests') order by 1`)).rows);
await db.close();
