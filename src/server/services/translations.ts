/**
 * The operator's texts in the request's language (the `translations` table, kept in memory until it
 * changes): a translation stands in for the text it translates; without one, the text as written.
 */
import type { Db } from '../db/client';
import { referenceData } from '../cache/reference-cache';
import * as s from '../db/schema';
import type { Locale } from '../core/messages';

type TranslationRow = typeof s.translations.$inferSelect;
export type Translatable = 'landing_blocks' | 'modules' | 'pages';

/** every translation, by target: `type:id:locale:key` */
function allTranslations(db: Db): Promise<ReadonlyMap<string, unknown>> {
  return referenceData(db, 'translations', ['translations'], async () => {
    const rows: TranslationRow[] = await db.select().from(s.translations);
    return new Map(rows.map((r) => [`${r.translatableType}:${r.translatableId}:${r.locale}:${r.key}`, r.value]));
  });
}

/** Whether a row's field has a translation in `locale`. */
export async function isTranslated(db: Db, type: Translatable, id: string | number, locale: Locale, key: string): Promise<boolean> {
  return (await allTranslations(db)).has(`${type}:${id}:${locale}:${key}`);
}

/** A lookup for one language: the translation of a row's field, or what was written. */
export async function translator(db: Db, locale: Locale) {
  const all = await allTranslations(db);
  return <T>(type: Translatable, id: string | number, key: string, written: T): T => (all.get(`${type}:${id}:${locale}:${key}`) as T | undefined) ?? written;
}

/** The landing blocks in `locale`: each block whole, as translated, or as written. */
export async function localizedLanding(db: Db, locale: Locale, blocks: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const tr = await translator(db, locale);
  return Object.fromEntries(Object.entries(blocks).map(([key, value]) => [key, tr('landing_blocks', key, 'value', value)]));
}

/** A module's name and description in `locale`. */
export async function localizedModules<M extends { id: number; moduleName: string; description: string }>(db: Db, locale: Locale, modules: readonly M[]): Promise<M[]> {
  const tr = await translator(db, locale);
  return modules.map((m) => ({ ...m, moduleName: tr('modules', m.id, 'module_name', m.moduleName), description: tr('modules', m.id, 'description', m.description) }));
}
