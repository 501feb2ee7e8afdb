/**
 * The content editor's API (issue 49), for staff only: a staff member's bearer token (src/server/
 * services/staff.ts), never a customer's or a guest's. Sign in, set the password from the outbox's
 * link, read what can be edited, preview a page, publish a page or a landing block in both
 * languages, list a key's versions and restore one. The operator adds staff (ops/staff).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_ID } from '../../core/context';
import { t } from '../../core/messages';
import { refusal, zodErrors } from '../../core/errors';
import { requireOperator } from './operator';
import { staffPasswordSchema, staffSignInSchema } from '../../../lib/validation/staff';
import { addStaff, requireStaff, setStaffPassword, staffLogin, staffLogout } from '../../services/staff';
import { editableContent, nepaliPage, previewPage, publishLanding, publishPage, restoreVersion, versionsOf, type PageValue } from '../../services/content-editor';
import type { Env } from '../context';
import { bearerToken } from '../auth-guard';
import { clientIp } from '../sign-in-input';
import { documented, type Router } from '../route';
import { messageAnswer } from '../wire/answers';
import { adminContentAnswer, adminPreviewAnswer, adminPublishedAnswer, adminTokenAnswer, adminVersionsAnswer, versionWire } from '../wire/admin';

const staffOf = (c: Context<Env>) => requireStaff(c.get('ctx').db, bearerToken(c), c.get('ctx').now);
const kindParam = (c: Context<Env>) => {
  const kind = c.req.param('kind');
  if (kind !== 'page' && kind !== 'landing') throw refusal(404, 'kind', 'route_not_found');
  return kind;
};
const keyParam = (c: Context<Env>) => {
  const key = c.req.param('key') ?? '';
  if (!/^[a-z0-9_-]{1,80}$/.test(key)) throw refusal(404, 'key', 'page_not_found');
  return key;
};

const pageBody = z.object({
  title_en: z.string().max(200),
  body_en: z.string().max(100_000),
  title_ne: z.string().max(200).optional().nullable(),
  body_ne: z.string().max(100_000).optional().nullable(),
});
const pathPart = z.union([z.string().max(80), z.number().int().min(0).max(100)]);
const landingBody = z.object({
  fields: z.array(z.object({ path: z.array(pathPart).min(1).max(6), en: z.string().max(2000), ne: z.string().max(2000).optional().nullable() })).min(1).max(200),
});

export function registerAdminRoutes(app: Router) {
  const api = documented(app, 'Content editor');
  const needs = ['staff' as const];

  api.post('/admin/auth/login', { answer: adminTokenAnswer, summary: "A staff member's sign-in (the customer sign-in's limits): a bearer token for the content editor", body: z.object({ email: z.string(), password: z.string() }) }, async (ctx, c, input) => {
    const given = staffSignInSchema.safeParse(await input.body());
    if (!given.success) throw zodErrors(given.error);
    return { token: await staffLogin(ctx, given.data.email, given.data.password, clientIp(c)) };
  });
  api.post('/admin/auth/set-password', { answer: adminTokenAnswer, summary: "Set a staff member's password with the outbox's link (once, within a day): signed in", body: z.object({ token: z.string(), password: z.string(), confirm_password: z.string() }) }, async (ctx, c, input) => {
    const given = staffPasswordSchema.safeParse(await input.body());
    if (!given.success) throw zodErrors(given.error);
    return { token: await setStaffPassword(ctx, given.data.token, given.data.password, clientIp(c)) };
  });
  api.post('/admin/auth/logout', { answer: messageAnswer, summary: "End the staff member's session", needs }, async (ctx, c) => {
    const me = await staffOf(c);
    await staffLogout(ctx.db, me.sessionId);
    return { message: t(ctx.locale, 'logged_out') };
  });

  api.get('/admin/content', { answer: adminContentAnswer, summary: 'Every page and landing block as it stands, English and Nepali, with its newest version', needs }, async (ctx, c) => {
    const me = await staffOf(c);
    const { pages, landing } = await editableContent(ctx);
    return { staff: { email: me.email }, pages: pages.map((p) => ({ ...p, latest: versionWire(p.latest) })), landing: landing.map((b) => ({ ...b, latest: versionWire(b.latest) })) };
  });
  api.post('/admin/content/preview', { answer: adminPreviewAnswer, summary: "A page's Markdown as the site will show it, and the links and pictures it may not have", body: z.object({ markdown: z.string().max(100_000) }), needs }, async (_ctx, c, input) => {
    await staffOf(c);
    return previewPage((await input.body()).markdown);
  });
  api.post('/admin/content/page/:key', { answer: adminPublishedAnswer, summary: 'Publish a page in English, and in Nepali or without it (then Nepali visitors see the English)', body: pageBody, needs }, async (ctx, c, input) => {
    const me = await staffOf(c);
    const b = await input.body();
    const value: PageValue = { en: { title: b.title_en, body: b.body_en }, ne: nepaliPage(b.title_ne ?? undefined, b.body_ne ?? undefined) };
    return { id: await publishPage(ctx, keyParam(c), value, me.email), message: t(ctx.locale, 'content_published') };
  });
  api.post('/admin/content/landing/:key', { answer: adminPublishedAnswer, summary: "Publish a landing block's texts, links and pictures in English and Nepali (its fields stay as they are)", body: landingBody, needs }, async (ctx, c, input) => {
    const me = await staffOf(c);
    return { id: await publishLanding(ctx, keyParam(c), (await input.body()).fields, me.email), message: t(ctx.locale, 'content_published') };
  });
  api.get('/admin/content/:kind/:key/versions', { answer: adminVersionsAnswer, summary: "A page's or block's published versions, newest first, with who published each and when", needs }, async (ctx, c) => {
    await staffOf(c);
    const versions = await versionsOf(ctx, kindParam(c), keyParam(c));
    return versions.map((v) => ({ ...versionWire(v)!, value: v.value }));
  });
  api.post('/admin/content/versions/:id/restore', { answer: adminPublishedAnswer, summary: 'Publish an old version again (a new version that names the one it restores)', needs }, async (ctx, c) => {
    const me = await staffOf(c);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw refusal(404, 'version', 'content_version_not_found');
    const restored = await restoreVersion(ctx, id, me.email);
    return { id: restored.id, message: t(ctx.locale, 'content_published') };
  });

  /* the operator's: a new staff account, with its password link in the outbox */
  api.post('/ops/staff', { answer: messageAnswer, summary: 'Add a staff member for the content editor (X-Ops-Token); the link that sets the password goes to the outbox', body: z.object({ email: z.string() }) }, async (ctx, c, input) => {
    requireOperator(c);
    const given = z.object({ email: z.email().max(255) }).safeParse(await input.body());
    if (!given.success) throw refusal(403, 'email', 'field_email', { field: 'email' });
    const { staff } = await addStaff(ctx.db, given.data.email, ctx.origin);
    return { message: t(ctx.locale, 'staff_added', { email: staff.email }) };
  });
}
