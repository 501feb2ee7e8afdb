/** The address book: section 5 messages, zones, ownership, out-of-zone points, update by PUT or POST with _method. */
import { describe, expect, it } from 'vitest';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, expectErrorShape } from './harness';

const thamel = { latitude: 27.7153, longitude: 85.3123 };
const everest = { latitude: 27.9881, longitude: 86.925 };
const form = { contact_person_name: 'Sita Sharma', contact_person_number: '+9779800000001', address: 'Thamel Marg, Kathmandu', address_type: 'home', ...thamel, road: 'Thamel Marg', house: '12', floor: '2' };

describe('customer addresses', () => {
  it('adds with zone ids, lists, filters by store zone, updates, deletes', async () => {
    const { token } = await verifiedCustomer();
    const h = auth(token);
    const added = await call('customer/address/add', { method: 'POST', headers: h, body: form });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Successfully added!', zone_ids: [1] });
    const id = added.body.id;
    const list = await call('customer/address/list', { headers: h });
    expect(list.body.addresses).toHaveLength(1);
    expect(list.body.addresses[0]).toMatchObject({ id, address_type: 'home', contact_person_name: 'Sita Sharma', zone_ids: [1], house: '12', floor: '2', road: 'Thamel Marg' });
    expect((await call('customer/address/list?store_zone_id=1', { headers: h })).body.addresses).toHaveLength(1);
    expect((await call('customer/address/list?store_zone_id=2', { headers: h })).body.addresses).toHaveLength(0);

    const put = await call(`customer/address/update/${id}`, { method: 'PUT', headers: h, body: { ...form, address_type: 'office', address: 'Durbar Marg' } });
    expect(put.body.message).toBe('Updated successfully.');
    const viaPost = await call(`customer/address/update/${id}`, { method: 'POST', headers: h, body: { ...form, _method: 'put', address_type: 'other' } });
    expect(viaPost.status).toBe(200);
    expect((await call('customer/address/list', { headers: h })).body.addresses[0]).toMatchObject({ address_type: 'other', address: 'Thamel Marg, Kathmandu' });
    // a label a client chose is kept as written; an empty or overlong one is refused with the catalogue's message (issue 45.2)
    expect((await call(`customer/address/update/${id}`, { method: 'PUT', headers: h, body: { ...form, address_type: 'Selected Address' } })).status).toBe(200);
    expect((await call('customer/address/list', { headers: h })).body.addresses[0].address_type).toBe('Selected Address');
    const long = await call(`customer/address/update/${id}`, { method: 'PUT', headers: h, body: { ...form, address_type: 'x'.repeat(41) } });
    expect(long.body.errors[0]).toEqual({ code: 'address_type', message: 'The address type must be a short name (at most 40 characters), such as home, office or other.' });

    const removed = await call(`customer/address/delete?address_id=${id}`, { method: 'DELETE', headers: h });
    expect(removed.body).toEqual({ message: 'Successfully removed!' });
    expect((await call('customer/address/list', { headers: h })).body.addresses).toEqual([]);
  });

  it('keeps the label and a type a client names, refuses a number that is no phone, changes only what an update names, and pages (issue 15 A.8, 45.2)', async () => {
    const { token } = await verifiedCustomer();
    const h = auth(token);
    const added = await call('customer/address/add', { method: 'POST', headers: h, body: { ...form, address_label: "Mum's flat", contact_person_email: 'sita@example.com' } });
    expect(added.body.address).toMatchObject({ address_label: "Mum's flat", address_type: 'home' });
    const id = added.body.id;
    const castle = await call('customer/address/add', { method: 'POST', headers: h, body: { ...form, address_type: 'castle' } });
    expect(castle.status).toBe(200);
    expect(castle.body.address.address_type).toBe('castle');
    await call(`customer/address/delete?address_id=${castle.body.id}`, { method: 'DELETE', headers: h });
    const notPhone = await call('customer/address/add', { method: 'POST', headers: h, body: { ...form, contact_person_number: 'not a phone' } });
    expect(notPhone.status).toBe(403);
    expect(notPhone.body.errors[0].code).toBe('contact_person_number');
    // an update without the type, the email or the label keeps them
    const { address_type: _type, ...withoutType } = form;
    const moved = await call(`customer/address/update/${id}`, { method: 'PUT', headers: h, body: { ...withoutType, address: 'Durbar Marg' } });
    expect(moved.status).toBe(200);
    const [kept] = (await call('customer/address/list', { headers: h })).body.addresses;
    expect(kept).toMatchObject({ address: 'Durbar Marg', address_type: 'home', contact_person_email: 'sita@example.com', address_label: "Mum's flat" });
    // the list pages as asked, and says how many there are in all
    await call('customer/address/add', { method: 'POST', headers: h, body: form });
    await call('customer/address/add', { method: 'POST', headers: h, body: form });
    const first = await call('customer/address/list?limit=2&offset=1', { headers: h });
    expect(first.body).toMatchObject({ total_size: 3, limit: '2', offset: '1' });
    expect(first.body.addresses).toHaveLength(2);
    const second = await call('customer/address/list?limit=2&offset=2', { headers: h });
    expect(second.body.addresses.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('the section 5 messages, word for word; a point outside every zone gets 403 coordinates', async () => {
    const { token } = await verifiedCustomer();
    const h = auth(token);
    const empty = await call('customer/address/add', { method: 'POST', headers: h, body: { ...thamel } });
    expect(Object.fromEntries(empty.body.errors.map((e: any) => [e.code, e.message]))).toMatchObject({ address: 'Address is required', contact_person_name: 'Name is required', contact_person_number: 'Phone Number is required' });
    const outside = await call('customer/address/add', { method: 'POST', headers: h, body: { ...form, ...everest } });
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe('coordinates');
    expectErrorShape(outside.body);
    expect((await call('customer/address/add', { method: 'POST', body: form })).status).toBe(401);
  });

  it("one customer never reads, changes or deletes another's address", async () => {
    const a = await verifiedCustomer();
    const b = await verifiedCustomer();
    const id = (await call('customer/address/add', { method: 'POST', headers: auth(a.token), body: form })).body.id;
    expect((await call('customer/address/list', { headers: auth(b.token) })).body.addresses).toEqual([]);
    const change = await call(`customer/address/update/${id}`, { method: 'PUT', headers: auth(b.token), body: { ...form, address: 'Taken over' } });
    expect(change.status).toBe(404);
    const remove = await call('customer/address/delete', { method: 'POST', headers: auth(b.token), body: { address_id: id } });
    expect(remove.status).toBe(404);
    expect((await call('customer/address/list', { headers: auth(a.token) })).body.addresses[0].address).toBe('Thamel Marg, Kathmandu');
  });
});

describe('server messages follow X-localization (issue 12: one language source)', () => {
  it('address and wishlist answers come in Nepali when asked, in English otherwise', async () => {
    const { token } = await verifiedCustomer();
    const ne = { ...auth(token), 'X-localization': 'ne' };
    const added = await call('customer/address/add', { method: 'POST', headers: ne, body: form });
    expect(added.body.message).toBe('सफलतापूर्वक थपियो!');
    const missing = await call('customer/address/delete?address_id=2147483000', { method: 'DELETE', headers: ne });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({ code: 'address', message: 'ठेगाना फेला परेन।' });
    const notKept = await call('customer/wish-list/remove?item_id=1', { method: 'DELETE', headers: ne });
    expect(notKept.body.errors[0]).toEqual({ code: 'wishlist', message: 'इच्छासूचीमा छैन।' });
    const outside = await call('customer/address/add', { method: 'POST', headers: ne, body: { ...form, ...everest } });
    expect(outside.body.errors[0]).toEqual({ code: 'coordinates', message: 'यो क्षेत्रमा सेवा उपलब्ध छैन' });
    const english = await call('customer/address/delete?address_id=2147483000', { method: 'DELETE', headers: auth(token) });
    expect(english.body.errors[0].message).toBe('Address not found.');
  });
});
