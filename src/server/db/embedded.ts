/**
 * The embedded database (PGlite in DATA_DIR): opened the same way whether this process serves from it
 * (src/server/db/client.ts) or hosts it for the server processes (src/server/db/embedded-host.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { keepStatements } from './kept-statements';

/**
 * Settings every session of ours has (issue 17): how close a search term must be to a name's words
 * for pg_trgm's `<%` (a run of words, default 0.6) and `<<%` (whole words, default 0.5), and how
 * close a typed word must be to a word of `search_words` for `%` (default 0.3). Lower, one letter
 * wrong in a short word still finds it: 'chiken' is 0.5 of 'chicken breast' and of 'chicken',
 * 'zephir' is 0.4 of the whole word 'zephyr'. At 0.4, 'bread' is not close to 'breakfast' (0.33),
 * nor 'chicken' to 'chillies' (0.21).
 */
export const SEARCH_SETTINGS: ReadonlyArray<[string, string]> = [
  ['pg_trgm.word_similarity_threshold', '0.5'],
  ['pg_trgm.strict_word_similarity_threshold', '0.4'],
  ['pg_trgm.similarity_threshold', '0.4'],
];

/** PGlite in `dataDir` with the extensions the search needs, its one session set as ours, its statements kept prepared (./kept-statements.ts). */
export async function openEmbedded(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/btree_gin')]);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin } });
  // PGlite has one session: the search settings hold for all of it
  for (const [k, v] of SEARCH_SETTINGS) await client.query(`select set_config($1, $2, false)`, [k, v]);
  // EMBEDDED_STATEMENTS=unprepared: every statement parsed and planned anew, as PGlite sends them (to compare)
  return process.env.EMBEDDED_STATEMENTS === 'unprepared' ? client : keepStatements(client);
}
