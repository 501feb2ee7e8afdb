/**
 * The content editor's rules (issue 49): what marketing may change of the company and policy pages
 * and of the landing page's blocks, in English and Nepali, and what publishing does. Every
 * publication is a version (content_versions); the newest is written through to the tables the site
 * reads (pages, landing_blocks, translations) in the same transaction, whose change notices empty
 * every cache that holds them, the page cache included: the site shows it on its next request.
 *
 * - A page is Markdown (src/lib/markdown.ts): its links and images must point where the site allows.
 * - A landing block keeps its shape: only its texts, links and pictures change, never its fields.
 * - Nepali is all or nothing: with none written, Nepali visitors see the English; half a Nepali page
 *   or block is refused, never published empty.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import { checkMarkdown, isAllowedImage, isAllowedLink, renderMarkdown, type MarkdownProblem } from '../../lib/markdown';

type Tx = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

export interface PageText {
  title: string;
  /** Markdown */
  body: string;
}
export interface PageValue {
  en: PageText;
  ne: PageText | null;
}

export type FieldKind = 'text' | 'link' | 'image';
export interface LandingField {
  /** where the text is in the block: keys and array places */
  path: Array<string | number>;
  kind: FieldKind;
  en: string;
  /** null: a link or picture, the same in both languages */
  ne: string | null;
}
export interface LandingValue {
  en: unknown;
  ne: unknown | null;
}

export interface Version {
  id: number;
  publishedBy: string;
  publishedAt: Date;
  restoredFrom: number | null;
}

export interface EditablePage extends PageValue {
  key: string;
  latest: Version | null;
}
export interface EditableBlock {
  key: string;
  fields: LandingField[];
  latest: Version | null;
}

/** the most a title, a landing text and a page's text may hold */
const MAX_TITLE = 200;
const MAX_TEXT = 500;
const MAX_BODY = 100_000;

const kindOf = (path: Array<string | number>): FieldKind => {
  const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
  if (/(^|_)(url|link)$/.test(name)) return 'link';
  if (/(^|_)(image|icon|video|banner)$/.test(name)) return 'image';
  return 'text';
};

/** the string leaves of a block, with their places */
function leaves(value: unknown, path: Array<string | number> = []): Array<{ path: Array<string | number>; value: string }> {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [];
}

function leafAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[p] : undefined), value);
}

function withLeaves(value: unknown, set: Map<string, string>, path: Array<string | number> = []): unknown {
  if (typeof value === 'string') return set.get(JSON.stringify(path)) ?? value;
  if (Array.isArray(value)) return value.map((v, i) => withLeaves(v, set, [...path, i]));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withLeaves(v, set, [...path, k])]));
  return value;
}

const invalid = (code: string, key: Parameters<typeof refusal>[2], vars?: Record<string, string | number>) => refusal(422, code, key, vars);

async function latestVersions(ctx: RequestContext, kind: 'page' | 'landing'): Promise<Map<string, Version>> {
  const rows = await ctx.db
    .select({ id: s.contentVersions.id, key: s.contentVersions.key, publishedBy: s.contentVersions.publishedBy, publishedAt: s.contentVersions.publishedAt, restoredFrom: s.contentVersions.restoredFrom })
    .from(s.contentVersions)
    .where(eq(s.contentVersions.kind, kind))
    .orderBy(desc(s.contentVersions.id));
  const latest = new Map<string, Version>();
  for (const { key, ...v } of rows) if (!latest.has(key)) latest.set(key, v);
  return latest;
}

async function nepaliOf(db: RequestContext['db'], type: 'pages' | 'landing_blocks'): Promise<Map<string, unknown>> {
  const rows = await db.select().from(s.translations).where(and(eq(s.translations.translatableType, type), eq(s.translations.locale, 'ne')));
  return new Map(rows.map((r) => [`${r.translatableId}:${r.key}`, r.value]));
}

/** Every page and landing block as it stands now, English and Nepali, with its newest version. */
export async function editableContent(ctx: RequestContext): Promise<{ pages: EditablePage[]; landing: EditableBlock[] }> {
  const [pages, blocks, pageNe, blockNe, pageVersions, blockVersions] = await Promise.all([
    ctx.db.select().from(s.pages).orderBy(s.pages.key),
    ctx.db.select().from(s.landingBlocks).orderBy(s.landingBlocks.position),
    nepaliOf(ctx.db, 'pages'),
    nepaliOf(ctx.db, 'landing_blocks'),
    latestVersions(ctx, 'page'),
    latestVersions(ctx, 'landing'),
  ]);
  return {
    pages: pages.map((p) => {
      const title = pageNe.get(`${p.key}:title`);
      const body = pageNe.get(`${p.key}:body`);
      return { key: p.key, en: { title: p.title, body: p.body }, ne: typeof title === 'string' && typeof body === 'string' ? { title, body } : null, latest: pageVersions.get(p.key) ?? null };
    }),
    landing: blocks
      .map((b) => {
        const ne = blockNe.get(`${b.key}:value`);
        const fields = leaves(b.value).map(({ path, value }): LandingField => {
          const kind = kindOf(path);
          const translated = ne === undefined ? '' : leafAt(ne, path);
          return { path, kind, en: value, ne: kind === 'text' ? (typeof translated === 'string' ? translated : '') : null };
        });
        return { key: b.key, fields, latest: blockVersions.get(b.key) ?? null };
      })
      .filter((b) => b.fields.length > 0),
  };
}

/** A page's text as the site will show it, and the links and pictures that would stop it being published. */
export function previewPage(markdown: string): { html: string; problems: MarkdownProblem[] } {
  return { html: renderMarkdown(markdown), problems: checkMarkdown(markdown) };
}

function checkPage(value: PageValue): PageValue {
  const texts: Array<[string, PageText | null]> = [
    ['en', value.en],
    ['ne', value.ne],
  ];
  for (const [lang, text] of texts) {
    if (!text) continue;
    if (!text.title.trim() || !text.body.trim()) throw lang === 'en' ? invalid('title', 'content_en_required') : invalid('ne', 'content_ne_partial');
    if (text.title.length > MAX_TITLE || text.body.length > MAX_BODY) throw invalid('body', 'content_too_long', { max: MAX_BODY });
    const [problem] = checkMarkdown(text.body);
    if (problem) throw invalid(problem.kind, problem.kind === 'link' ? 'content_bad_link' : 'content_bad_image', { address: problem.address.slice(0, 100) });
  }
  return { en: { title: value.en.title.trim(), body: value.en.body }, ne: value.ne ? { title: value.ne.title.trim(), body: value.ne.body } : null };
}

/** Nepali given by the editor: both empty is none; one empty is refused */
export function nepaliPage(title: string | undefined, body: string | undefined): PageText | null {
  const t = title?.trim() ?? '';
  const b = body?.trim() ?? '';
  if (!t && !b) return null;
  if (!t || !b) throw invalid('ne', 'content_ne_partial');
  return { title: t, body: body! };
}

async function recordVersion(tx: Tx, kind: 'page' | 'landing', key: string, value: PageValue | LandingValue, by: string, restoredFrom: number | null, before: () => Promise<PageValue | LandingValue>): Promise<number> {
  // the text as it was before the editor's first publication is a version too: it can be restored
  const [any] = await tx.select({ id: s.contentVersions.id }).from(s.contentVersions).where(and(eq(s.contentVersions.kind, kind), eq(s.contentVersions.key, key))).limit(1);
  if (!any) await tx.insert(s.contentVersions).values({ kind, key, value: await before(), publishedBy: 'seed' });
  const [row] = await tx.insert(s.contentVersions).values({ kind, key, value, publishedBy: by, restoredFrom }).returning({ id: s.contentVersions.id });
  return row.id;
}

async function writeNepali(tx: Tx, type: 'pages' | 'landing_blocks', id: string, fields: Record<string, unknown> | null): Promise<void> {
  await tx.delete(s.translations).where(and(eq(s.translations.translatableType, type), eq(s.translations.translatableId, id), eq(s.translations.locale, 'ne')));
  if (fields) await tx.insert(s.translations).values(Object.entries(fields).map(([key, value]) => ({ translatableType: type, translatableId: id, locale: 'ne', key, value })));
}

/** Publish a page in English and (or without) Nepali: the site shows it on its next request. */
export async function publishPage(ctx: RequestContext, key: string, given: PageValue, by: string, restoredFrom: number | null = null): Promise<number> {
  const value = checkPage(given);
  return ctx.db.transaction(async (tx) => {
    const [page] = await tx.select().from(s.pages).where(eq(s.pages.key, key)).limit(1);
    if (!page) throw refusal(404, 'page', 'page_not_found');
    const before = async (): Promise<PageValue> => {
      const ne = await tx.select().from(s.translations).where(and(eq(s.translations.translatableType, 'pages'), eq(s.translations.translatableId, key), eq(s.translations.locale, 'ne')));
      const of = (k: string) => ne.find((r) => r.key === k)?.value as string | undefined;
      return { en: { title: page.title, body: page.body }, ne: of('title') && of('body') ? { title: of('title')!, body: of('body')! } : null };
    };
    const id = await recordVersion(tx, 'page', key, value, by, restoredFrom, before);
    await tx.update(s.pages).set({ title: value.en.title, body: value.en.body, updatedAt: ctx.now }).where(eq(s.pages.key, key));
    await writeNepali(tx, 'pages', key, value.ne ? { title: value.ne.title, body: value.ne.body } : null);
    return id;
  });
}

/** A landing block with these fields' English and Nepali: its shape as it is, every path one of its texts, links or pictures. */
export function landingValue(current: unknown, fields: Array<{ path: Array<string | number>; en: string; ne?: string | null }>): LandingValue {
  const known = new Map(leaves(current).map((l) => [JSON.stringify(l.path), l]));
  const en = new Map<string, string>();
  const ne = new Map<string, string>();
  for (const f of fields) {
    const id = JSON.stringify(f.path);
    if (!known.has(id)) throw invalid('path', 'landing_field_unknown', { field: f.path.join(' › ') });
    const kind = kindOf(f.path);
    const text = f.en.trim();
    if (!text && kind === 'text') throw invalid('en', 'content_en_required');
    if (text.length > MAX_TEXT) throw invalid('en', 'content_too_long', { max: MAX_TEXT });
    if (kind === 'link' && text && !isAllowedLink(text)) throw invalid('link', 'content_bad_link', { address: text.slice(0, 100) });
    if (kind === 'image' && text && !isAllowedImage(text)) throw invalid('image', 'content_bad_image', { address: text.slice(0, 100) });
    en.set(id, text);
    if (kind === 'text' && f.ne?.trim()) ne.set(id, f.ne.trim().slice(0, MAX_TEXT));
  }
  const enValue = withLeaves(current, en);
  const texts = [...known.values()].filter((l) => kindOf(l.path) === 'text').map((l) => JSON.stringify(l.path));
  if (ne.size && ne.size < texts.length) throw invalid('ne', 'landing_ne_partial');
  return { en: enValue, ne: ne.size ? withLeaves(enValue, ne) : null };
}

/** Publish a landing block: the site shows it on its next request. */
export async function publishLanding(ctx: RequestContext, key: string, fields: Array<{ path: Array<string | number>; en: string; ne?: string | null }> | LandingValue, by: string, restoredFrom: number | null = null): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [block] = await tx.select().from(s.landingBlocks).where(eq(s.landingBlocks.key, key)).limit(1);
    if (!block) throw refusal(404, 'key', 'landing_block_not_found');
    const value = Array.isArray(fields) ? landingValue(block.value, fields) : fields;
    const before = async (): Promise<LandingValue> => {
      const [ne] = await tx.select().from(s.translations).where(and(eq(s.translations.translatableType, 'landing_blocks'), eq(s.translations.translatableId, key), eq(s.translations.locale, 'ne'), eq(s.translations.key, 'value')));
      return { en: block.value, ne: ne?.value ?? null };
    };
    const id = await recordVersion(tx, 'landing', key, value, by, restoredFrom, before);
    await tx.update(s.landingBlocks).set({ value: value.en }).where(eq(s.landingBlocks.key, key));
    await writeNepali(tx, 'landing_blocks', key, value.ne === null ? null : { value: value.ne });
    return id;
  });
}

/** A key's versions, newest first. */
export async function versionsOf(ctx: RequestContext, kind: 'page' | 'landing', key: string): Promise<Array<Version & { value: PageValue | LandingValue }>> {
  const rows = await ctx.db.select().from(s.contentVersions).where(and(eq(s.contentVersions.kind, kind), eq(s.contentVersions.key, key))).orderBy(desc(s.contentVersions.id)).limit(100);
  return rows.map((r) => ({ id: r.id, publishedBy: r.publishedBy, publishedAt: r.publishedAt, restoredFrom: r.restoredFrom, value: r.value as PageValue | LandingValue }));
}

/** Publish an old version again, as a new version that says which one it restores. */
export async function restoreVersion(ctx: RequestContext, id: number, by: string): Promise<{ kind: 'page' | 'landing'; key: string; id: number }> {
  const [row] = await ctx.db.select().from(s.contentVersions).where(eq(s.contentVersions.id, id)).limit(1);
  if (!row) throw refusal(404, 'version', 'content_version_not_found');
  const made = row.kind === 'page' ? await publishPage(ctx, row.key, row.value as PageValue, by, row.id) : await publishLanding(ctx, row.key, row.value as LandingValue, by, row.id);
  return { kind: row.kind, key: row.key, id: made };
}
