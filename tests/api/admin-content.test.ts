/**
 * The content editor's API (issue 49): staff only (every editor route refuses anonymous callers,
 * guests, customers and wrong tokens), an account added by the operator with a password link in the
 * outbox, pages and landing blocks published in both languages and shown by the API at once, safe
 * Markdown, Nepali all or nothing, and every version kept and restorable.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { call, get, seenAfterChange, testDatabase } from './harness';
import { from, verifiedCustomer } from './auth-helpers';

const OPS = { 'x-ops-token': 'admin-content-test-token' };
process.env.OPS_TOKEN = OPS['x-ops-token'];
let n = 0;

async function linkFor(email: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  const token = /set-password\?token=([\w-]+)/.exec(row?.body ?? '')?.[1];
  if (!token) throw new Error(`no link sent to ${email}`);
  return token;
}

/** a new staff member, signed in: their bearer headers */
async function staffMember() {
  const email = `editor${Date.now()}${++n}@valleybazaar.example.com`;
  expect((await call('ops/staff', { method: 'POST', headers: OPS, body: { email } })).status).toBe(200);
  const set = await call('admin/auth/set-password', { method: 'POST', headers: from(), body: { token: await linkFor(email), password: 'editor-pass-1', confirm_password: 'editor-pass-1' } });
  expect(set.status).toBe(200);
  return { email, headers: { authorization: `Bearer ${set.body.token}`, ...from() } };
}

const EDITOR_ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', 'admin/content'],
  ['POST', 'admin/content/preview', { markdown: '# x' }],
  ['POST', 'admin/content/page/refund-policy', { title_en: 'Taken', body_en: 'Over' }],
  ['POST', 'admin/content/landing/header_title', { fields: [{ path: ['x'], en: 'Taken over' }] }],
  ['GET', 'admin/content/page/refund-policy/versions'],
  ['POST', 'admin/content/versions/1/restore'],
  ['POST', 'admin/auth/logout'],
];

describe('the content editor is for staff only', () => {
  it('refuses every editor route to an anonymous caller, a guest, a customer and a wrong or ended token', async () => {
    const guest = (await call('auth/guest/request', { method: 'POST', body: {} })).body.guest_id;
    const { token } = await verifiedCustomer();
    const staff = await staffMember();
    expect((await call('admin/auth/logout', { method: 'POST', headers: staff.headers })).status).toBe(200);
    const callers: Array<[string, Record<string, string>]> = [
      ['anonymous', {}],
      ['guest', { 'guest-id': String(guest) }],
      ["a customer's token", { authorization: `Bearer ${token}` }],
      ['a made-up token', { authorization: 'Bearer not-a-staff-token' }],
      ['a signed-out staff token', staff.headers],
    ];
    for (const [who, headers] of callers)
      for (const [method, path, body] of EDITOR_ROUTES) {
        const res = await call(path + (who === 'guest' && method === 'GET' ? `?guest_id=${guest}` : ''), { method, headers, body: body ?? (method === 'POST' ? { guest_id: guest } : undefined) });
        expect([401, 403], `${who}: ${method} ${path}`).toContain(res.status);
        expect(res.body.errors?.length, `${who}: ${method} ${path}`).toBeGreaterThan(0);
      }
    // and the page is as it was
    expect((await get('refund-policy', {})).body.title).not.toBe('Taken');
  });

  it('the operator adds staff; the link sets the password once; sign-in has the customer limits', async () => {
    expect((await call('ops/staff', { method: 'POST', body: { email: 'x@example.com' } })).status).toBe(401);
    const email = `maya${Date.now()}@valleybazaar.example.com`;
    const added = await call('ops/staff', { method: 'POST', headers: OPS, body: { email } });
    expect(added.body.message).toBe(`A link to set the password was sent to ${email} (the outbox holds it).`);
    const link = await linkFor(email);
    // no password yet: nothing signs in
    expect((await call('admin/auth/login', { method: 'POST', headers: from(), body: { email, password: 'editor-pass-1' } })).status).toBe(401);
    const short = await call('admin/auth/set-password', { method: 'POST', headers: from(), body: { token: link, password: 'abc', confirm_password: 'abc' } });
    expect(short.status).toBe(403);
    const set = await call('admin/auth/set-password', { method: 'POST', headers: from(), body: { token: link, password: 'editor-pass-1', confirm_password: 'editor-pass-1' } });
    expect(set.status).toBe(200);
    const again = await call('admin/auth/set-password', { method: 'POST', headers: from(), body: { token: link, password: 'other-pass-2', confirm_password: 'other-pass-2' } });
    expect(again.body.errors[0]).toEqual({ code: 'token', message: 'This link is used or out of date. Ask the operator for a new one.' });
    const address = from();
    const signedIn = await call('admin/auth/login', { method: 'POST', headers: address, body: { email: email.toUpperCase(), password: 'editor-pass-1' } });
    expect(signedIn.status).toBe(200);
    expect((await call('admin/content', { headers: { authorization: `Bearer ${signedIn.body.token}` } })).body.staff).toEqual({ email });
    // a staff token is no customer's
    expect((await call('customer/info', { headers: { authorization: `Bearer ${signedIn.body.token}`, 'x-localization': 'en' } })).status).toBe(401);
    // ten wrong passwords from one address: that address waits
    for (let i = 0; i < 10; i++) expect((await call('admin/auth/login', { method: 'POST', headers: address, body: { email, password: `wrong-${i}-pass` } })).status).toBe(401);
    const held = await call('admin/auth/login', { method: 'POST', headers: address, body: { email, password: 'editor-pass-1' } });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBeTruthy();
    // another address still gets in (no lock-out)
    expect((await call('admin/auth/login', { method: 'POST', headers: from(), body: { email, password: 'editor-pass-1' } })).status).toBe(200);
  });
});

describe('publishing', () => {
  it('a page in English and Nepali shows at once in each language; unsafe links and half a Nepali page are refused; every version is kept and the previous one restored', async () => {
    const { email, headers } = await staffMember();
    const before = (await get('shipping-policy', {})).body;
    const beforeNe = (await get('shipping-policy', { 'X-localization': 'ne' })).body;
    const publish = (body: Record<string, unknown>) => call('admin/content/page/shipping-policy', { method: 'POST', headers, body });
    const bad = await publish({ title_en: 'Shipping', body_en: 'See [this](javascript:alert(1))' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].message).toContain('This link is not allowed: javascript:alert(1)');
    expect((await publish({ title_en: 'Shipping', body_en: 'Text', title_ne: 'ढुवानी', body_ne: '' })).body.errors[0].message).toBe(
      'Write the Nepali title and text both, or leave both empty (Nepali visitors then see the English).',
    );
    expect((await publish({ title_en: '  ', body_en: 'Text' })).status).toBe(422);
    const preview = await call('admin/content/preview', { method: 'POST', headers, body: { markdown: '# Hi\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[a](javascript:x)' } });
    expect(preview.body.html).not.toMatch(/<script|alert|onerror|href="javascript/);
    expect(preview.body.html).toContain('<a>a</a>');
    expect(preview.body.html).toContain('<h2>Hi</h2>');
    expect(preview.body.problems).toEqual([{ kind: 'link', address: 'javascript:x' }]);

    const ok = await publish({ title_en: 'Shipping, by bike', body_en: 'We ship **fast**.', title_ne: 'ढुवानी, बाइकमा', body_ne: 'हामी **छिटो** पठाउँछौं।' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Published. The site shows it now.');
    await seenAfterChange(async () => expect((await get('shipping-policy', {})).body).toMatchObject({ title: 'Shipping, by bike', value: 'We ship **fast**.', locale: 'en' }));
    expect((await get('shipping-policy', { 'X-localization': 'ne' })).body).toMatchObject({ title: 'ढुवानी, बाइकमा', locale: 'ne' });
    // English only: the Nepali page is English again (flagged in the editor, never empty)
    expect((await publish({ title_en: 'Shipping, by van', body_en: 'Vans now.' })).status).toBe(200);
    await seenAfterChange(async () => expect((await get('shipping-policy', { 'X-localization': 'ne' })).body).toMatchObject({ title: 'Shipping, by van', locale: 'en' }));
    const content = (await call('admin/content', { headers })).body;
    expect(content.pages.find((p: { key: string }) => p.key === 'shipping-policy')).toMatchObject({ en: { title: 'Shipping, by van' }, ne: null, latest: { published_by: email } });

    const versions = (await call('admin/content/page/shipping-policy/versions', { headers })).body;
    // the text before the editor, then the two publications
    expect(versions.slice(0, 3).map((v: { published_by: string; value: { en: { title: string } } }) => [v.published_by, v.value.en.title])).toEqual([
      [email, 'Shipping, by van'],
      [email, 'Shipping, by bike'],
      ['seed', before.title],
    ]);
    const restored = await call(`admin/content/versions/${versions[1].id}/restore`, { method: 'POST', headers });
    expect(restored.status).toBe(200);
    await seenAfterChange(async () => expect((await get('shipping-policy', { 'X-localization': 'ne' })).body.title).toBe('ढुवानी, बाइकमा'));
    expect((await call('admin/content/page/shipping-policy/versions', { headers })).body[0]).toMatchObject({ restored_from: versions[1].id, published_by: email });
    // back as it was for the other tests
    expect((await call(`admin/content/versions/${versions[2].id}/restore`, { method: 'POST', headers })).status).toBe(200);
    await seenAfterChange(async () => expect((await get('shipping-policy', {})).body.value).toBe(before.value));
    expect((await get('shipping-policy', { 'X-localization': 'ne' })).body.title).toBe(beforeNe.title);
  });

  it("a landing block's texts in both languages, its shape kept; the landing answer shows it", async () => {
    const { headers } = await staffMember();
    const content = (await call('admin/content', { headers })).body;
    const block = content.landing.find((b: { key: string }) => b.key === 'module_section');
    expect(block.fields.map((f: { path: string[]; kind: string }) => [f.path.join('.'), f.kind])).toEqual([
      ['title', 'text'],
      ['sub_title', 'text'],
    ]);
    const publish = (fields: unknown) => call('admin/content/landing/module_section', { method: 'POST', headers, body: { fields } });
    expect((await publish([{ path: ['image'], en: 'x' }])).body.errors[0].message).toBe('This block has no field image.');
    expect((await publish([{ path: ['title'], en: 'Pick', ne: 'छान्नुहोस्' }, { path: ['sub_title'], en: 'One app', ne: '' }])).body.errors[0].message).toBe(
      'Write every Nepali text of this block, or none (Nepali visitors then see the English).',
    );
    expect((await publish([{ path: ['title'], en: 'Pick a service', ne: 'सेवा छान्नुहोस्' }, { path: ['sub_title'], en: 'Every errand', ne: 'हरेक काम' }])).status).toBe(200);
    await seenAfterChange(async () => expect((await get('react-landing-page', {})).body.module_section).toEqual({ title: 'Pick a service', sub_title: 'Every errand' }));
    expect((await get('react-landing-page', { 'X-localization': 'ne' })).body.module_section).toEqual({ title: 'सेवा छान्नुहोस्', sub_title: 'हरेक काम' });
    const links = content.landing.find((b: { key: string }) => b.key === 'earn_money');
    expect(links.fields.find((f: { path: string[] }) => f.path[0] === 'store_link')).toMatchObject({ kind: 'link', ne: null });
    const versions = (await call('admin/content/landing/module_section/versions', { headers })).body;
    expect((await call(`admin/content/versions/${versions.at(-1).id}/restore`, { method: 'POST', headers })).status).toBe(200);
    await seenAfterChange(async () => expect((await get('react-landing-page', {})).body.module_section).toEqual(block.fields.length && { title: block.fields[0].en, sub_title: block.fields[1].en }));
  });
});
