import { expect, test } from './test';

test.describe('the API reference page', () => {
  test.use({ javaScriptEnabled: false });
  test('lists every section and operation from the OpenAPI document, readable without JavaScript', async ({ page, request }) => {
    const doc = await (await request.get('/api/v1/openapi.json')).json();
    const operations = Object.values(doc.paths as Record<string, object>).reduce<number>((n, ops) => n + Object.keys(ops).length, 0);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(operations);
    const contents = page.getByRole('navigation', { name: 'Sections' });
    await contents.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/#group-cart$/);
    const search = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GET /items/search', exact: true }) });
    // a name only for a search by name (issue 15 A.5): optional, and the page says when it is needed
    const name = search.getByRole('row', { name: /^name query No/ });
    await expect(name).toContainText('string, up to 100 characters');
    await expect(name).toContainText('required when data_type is searched');
    // the answer's shape where the document types it (issue 45.4), and the statuses each call may answer
    const add = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'POST /customer/wish-list/add', exact: true }) });
    await expect(add.getByRole('table', { name: 'Answer of POST /customer/wish-list/add (200)' }).getByRole('row', { name: /^message Yes string/ })).toBeVisible();
    await expect(add.getByText(/^Answers: 200, 203, 401, 403, 404, 405, 409, 413, 422, 429$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the document (JSON)' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });
});
