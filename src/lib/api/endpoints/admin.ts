/** The content editor's calls (admin/*, issue 49), answering domain types; the staff member's token rides the requester. */
import * as z from 'zod/mini';
import type { Requester } from '../core';

export interface EditorVersion {
  id: number;
  by: string;
  at: string;
  restoredFrom: number | null;
}
export interface EditorPageText {
  title: string;
  body: string;
}
export interface EditorPage {
  key: string;
  en: EditorPageText;
  ne: EditorPageText | null;
  latest: EditorVersion | null;
}
export interface EditorField {
  path: Array<string | number>;
  kind: 'text' | 'link' | 'image';
  en: string;
  ne: string | null;
}
export interface EditorBlock {
  key: string;
  fields: EditorField[];
  latest: EditorVersion | null;
}
export interface EditorContent {
  email: string;
  pages: EditorPage[];
  landing: EditorBlock[];
}

const versionWire = z.object({ id: z.number(), published_by: z.string(), published_at: z.string(), restored_from: z.nullable(z.number()) });
const version = (w: z.infer<typeof versionWire>): EditorVersion => ({ id: w.id, by: w.published_by, at: w.published_at, restoredFrom: w.restored_from });
const pageText = z.object({ title: z.string(), body: z.string() });

const contentSchema = z.pipe(
  z.object({
    staff: z.object({ email: z.string() }),
    pages: z.array(z.object({ key: z.string(), en: pageText, ne: z.nullable(pageText), latest: z.nullable(versionWire) })),
    landing: z.array(
      z.object({
        key: z.string(),
        fields: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), kind: z.enum(['text', 'link', 'image']), en: z.string(), ne: z.nullable(z.string()) })),
        latest: z.nullable(versionWire),
      }),
    ),
  }),
  z.transform(
    (w): EditorContent => ({
      email: w.staff.email,
      pages: w.pages.map((p) => ({ ...p, latest: p.latest && version(p.latest) })),
      landing: w.landing.map((b) => ({ ...b, latest: b.latest && version(b.latest) })),
    }),
  ),
);
const tokenSchema = z.pipe(z.object({ token: z.string() }), z.transform((w) => w.token));
const publishedSchema = z.pipe(z.object({ id: z.number(), message: z.string() }), z.transform((w) => ({ id: w.id, message: w.message })));
const previewSchema = z.object({ html: z.string(), problems: z.array(z.object({ kind: z.enum(['link', 'image']), address: z.string() })) });
const versionsSchema = z.pipe(
  z.array(z.object({ ...versionWire.shape, value: z.unknown() })),
  z.transform((rows) => rows.map((r) => ({ ...version(r), value: r.value }))),
);

/** every refusal is the editor's to show in place */
const handled = () => true;

export const adminApi = (request: Requester) => ({
  signIn: (email: string, password: string) => request('POST', 'admin/auth/login', tokenSchema, { body: { email, password }, handled }),
  setPassword: (token: string, password: string, confirm: string) => request('POST', 'admin/auth/set-password', tokenSchema, { body: { token, password, confirm_password: confirm }, handled }),
  signOut: () => request('POST', 'admin/auth/logout', z.unknown(), { handled }),
  content: () => request('GET', 'admin/content', contentSchema, { handled }),
  preview: (markdown: string) => request('POST', 'admin/content/preview', previewSchema, { body: { markdown }, handled }),
  publishPage: (key: string, en: EditorPageText, ne: EditorPageText) =>
    request('POST', `admin/content/page/${encodeURIComponent(key)}`, publishedSchema, { body: { title_en: en.title, body_en: en.body, title_ne: ne.title, body_ne: ne.body }, handled }),
  publishBlock: (key: string, fields: Array<{ path: Array<string | number>; en: string; ne: string | null }>) =>
    request('POST', `admin/content/landing/${encodeURIComponent(key)}`, publishedSchema, { body: { fields }, handled }),
  versions: (kind: 'page' | 'landing', key: string) => request('GET', `admin/content/${kind}/${encodeURIComponent(key)}/versions`, versionsSchema, { handled }),
  restore: (id: number) => request('POST', `admin/content/versions/${id}/restore`, publishedSchema, { handled }),
});
export type AdminApi = ReturnType<typeof adminApi>;
