import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/server/api/app';
import { openApiDocument } from '../../src/server/api/openapi';
import { registeredRoutes } from '../../src/server/api/route';
import { call } from './harness';

describe('the API documents itself (OpenAPI 3.1)', () => {
  it('serves a valid OpenAPI 3.1 document', async () => {
    const res = await call('openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered route, with its method', async () => {
    const app = createApiApp({ db: async () => { throw new Error('the document needs no database'); } });
    const doc = (await call('openapi.json')).body;
    const registered = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method.toLowerCase()} ${r.path.replace('/api/v1', '').replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(80);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('describes inputs from the schemas that validate them', async () => {
    const { paths } = (await call('openapi.json')).body;
    const search = paths['/items/search'].get;
    const name = search.parameters.find((p: any) => p.name === 'name' && p.in === 'query');
    // a name only for a search by name (issue 15 A.5): optional, and the kinds of search are listed
    expect(name).toMatchObject({ schema: { type: 'string', maxLength: 100 } });
    expect(name.required).toBeFalsy();
    expect(search.parameters.find((p: any) => p.name === 'data_type').schema.enum).toEqual(['searched', 'category', 'discounted', 'new', 'brand']);
    expect(search.parameters.some((p: any) => p.name === 'moduleId' && p.in === 'header' && p.required)).toBe(true);
    const sortBy = search.parameters.find((p: any) => p.name === 'sort_by');
    expect(sortBy.schema.enum).toEqual(['asc', 'dsc', 'a_to_z', 'z_to_a']);

    const add = paths['/customer/address/add'].post;
    const body = add.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['address', 'contact_person_name', 'contact_person_number', 'latitude', 'longitude']));
    expect(add.security).toEqual([{ bearer: [] }]);

    expect(paths['/items/details/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(paths['/customer/update-profile'].post.requestBody.content['multipart/form-data'].schema.properties.image).toMatchObject({ format: 'binary' });
  });

  it('a schema change shows in the document and in validation alike', async () => {
    const { paths } = (await call('openapi.json')).body;
    const limit = paths['/items/related-items/{id}'].get.parameters.find((p: any) => p.name === 'limit');
    // a number, or its text ("5"): what a 6amMart client sends in a query string
    expect(limit.schema.anyOf[0]).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(limit.schema.anyOf[1]).toMatchObject({ type: 'string' });
    const refused = await call('items/related-items/1?limit=51', { headers: { zoneId: '[1]', moduleId: '1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('limit');
  });

  it('lists every status, the _method forms, typed answers, and an absolute server from APP_URL (issue 45.4)', async () => {
    const { paths, servers } = (await call('openapi.json')).body;
    expect(servers).toEqual([{ url: '/api/v1' }]);
    const place = paths['/customer/order/place'].post;
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['200', '203', '401', '403', '404', '405', '406', '409', '413', '422', '429']));
    expect(paths['/payment-mobile'].get.responses['303']).toMatchObject({ headers: { Location: expect.any(Object) } });
    // a PUT or DELETE path without a POST of its own takes POST with _method
    const cancel = paths['/customer/order/cancel'];
    expect(cancel.put).toBeDefined();
    expect(cancel.post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: '_method', schema: expect.objectContaining({ enum: ['put', 'PUT'] }) })]));
    expect(paths['/customer/wish-list/add'].post.responses['200'].content['application/json'].schema).toMatchObject({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } });
    // a DELETE's fields may come in the query (issue 45.2)
    expect(paths['/customer/wish-list/remove'].delete.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'item_id', in: 'query', required: false })]));
    // the same document with the shop's address: servers is absolute
    const app = createApiApp({ db: async () => { throw new Error('the document needs no database'); } });
    expect(openApiDocument(registeredRoutes(app), { title: 't', version: '1', origin: 'https://shop.example.com/' }).servers).toEqual([{ url: 'https://shop.example.com/api/v1' }]);
  });

  it('lets another origin read Retry-After', async () => {
    const res = await call('auth/guest/request', { method: 'POST', body: {}, headers: { origin: 'https://app.example' } });
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });

  it('every operation describes its success: a typed body, a page or a stream, or the redirect it sends (issue 45.4)', async () => {
    const { paths } = (await call('openapi.json')).body;
    const undescribed: string[] = [];
    for (const [path, ops] of Object.entries(paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const ok = op.responses['200']?.content ?? Object.entries(op.responses as Record<string, any>).find(([status, r]) => status.startsWith('3') && r.headers?.Location);
        if (!ok) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undescribed).toEqual([]);
  });
});
