import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../test-support/members.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let member: Member;
let stranger: Member;
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
  stranger = await registerMember(shop);
});
afterAll(() => shop.close());

const get = (url: string, language?: 'en') => call(shop.app, 'GET', url, language ? { language } : {});
const as = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(shop.app, method, url, { token: who.session.access_token, ...(body === undefined ? {} : { body }) });

/** Bangkok › Pathum Wan › Lumphini 10330, looked up through the chain as the form does. */
async function lumphini() {
  const province = (await get('/masters/province')).json().data.find((item: { name_th: string }) => item.name_th === 'กรุงเทพมหานคร');
  const district = (await get(`/masters/district?province=${province.id}`))
    .json()
    .data.find((item: { name_th: string }) => item.name_th === 'ปทุมวัน');
  const subDistrict = (await get(`/masters/sub-district?province=${province.id}&district=${district.id}`))
    .json()
    .data.find((item: { name_th: string }) => item.name_th === 'ลุมพินี');
  return { province_id: province.id, district_id: district.id, sub_district_id: subDistrict.id, postal_code: subDistrict.postal_code };
}

const shipping = (location: Awaited<ReturnType<typeof lumphini>>, extra: Record<string, unknown> = {}) => ({
  kind: 'AddressShipping',
  type: 'condo',
  firstname: 'สมหญิง',
  lastname: 'ใจงาม',
  phone: '0891234567',
  address_line: '1 ถนนวิทยุ',
  building: 'อาคารเอ ชั้น 12 ห้อง 1204',
  ...location,
  ...extra,
});

describe('Thai master data chain', () => {
  it('has all 77 provinces with Thai and English names', async () => {
    const { data } = (await get('/masters/province', 'en')).json();
    expect(data).toHaveLength(77);
    expect(data).toContainEqual({ id: '50', name: 'Chiang Mai', name_th: 'เชียงใหม่', name_en: 'Chiang Mai' });
  });

  it('chains province → district → sub-district → postcode', async () => {
    const location = await lumphini();
    expect(location).toMatchObject({ province_id: '10', postal_code: '10330' });
    const codes = (await get(`/masters/postal-code?subdistrict=${location.sub_district_id}&district=${location.district_id}`)).json().data;
    expect(codes).toEqual([{ postal_code: '10330' }]);
  });

  it('a district of another province answers an empty list, a malformed id a 400', async () => {
    expect((await get('/masters/sub-district?province=50&district=1007')).json().data).toEqual([]);
    expect((await get('/masters/district?province=bangkok')).statusCode).toBe(400);
  });
});

describe('shipping, billing and 7-Eleven addresses', () => {
  it('saves a shipping address with names of its areas and a printable line; the first of a kind is the default', async () => {
    const response = await as(member, 'POST', '/addresses', shipping(await lumphini()));
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      kind: 'AddressShipping',
      type: 'condo',
      is_default: true,
      area: { province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', sub_district: 'ลุมพินี' },
    });
    expect(saved.full_address).toBe('1 ถนนวิทยุ อาคารเอ ชั้น 12 ห้อง 1204 แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330');
  });

  it('moves the default when a new address asks for it, and hands it on when the default is deleted', async () => {
    const location = await lumphini();
    const first = (await as(stranger, 'POST', '/addresses', shipping(location, { type: 'home' }))).json().data;
    const second = (await as(stranger, 'POST', '/addresses', shipping(location, { type: 'office', is_default: true }))).json().data;
    let list = (await as(stranger, 'GET', '/users/me/my-address/shipping')).json().data;
    expect(list.map((address: { id: string; is_default: boolean }) => [address.id, address.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await as(stranger, 'DELETE', `/addresses/${second.id}`);
    list = (await as(stranger, 'GET', '/users/me/my-address/shipping')).json().data;
    expect(list).toMatchObject([{ id: first.id, is_default: true }]);
  });

  it('refuses a sub-district that is not in the district, or the wrong postcode', async () => {
    const location = await lumphini();
    expect((await as(member, 'POST', '/addresses', shipping(location, { postal_code: '50200' }))).json().status_code).toBe(10402);
    expect((await as(member, 'POST', '/addresses', shipping(location, { district_id: '1001' }))).json().status_code).toBe(10402);
  });

  it('an individual tax invoice needs a citizen id with a valid check digit', async () => {
    const billing = {
      kind: 'AddressInvoice',
      billing_type: 'individual',
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      phone: '0812345678',
      address_line: '99/9 หมู่ 5',
      ...(await lumphini()),
    };
    expect((await as(member, 'POST', '/addresses', { ...billing, citizen_id: '1101700203108' })).json().status_code).toBe(10403);
    const saved = (await as(member, 'POST', '/addresses', { ...billing, citizen_id: '1101700203107' })).json().data;
    expect(saved).toMatchObject({ kind: 'AddressInvoice', billing_type: 'individual', citizen_id: '1101700203107', is_default: true });
    expect((await as(member, 'GET', '/users/me/my-address/billing')).json().data).toHaveLength(1);
  });

  it('a juristic tax invoice needs a 13-digit tax id and a 5-digit branch', async () => {
    const billing = {
      kind: 'AddressInvoice',
      billing_type: 'juristic',
      company_name: 'บริษัท ตลาดดี จำกัด',
      phone: '021234567',
      address_line: '88 ถนนพระราม 4',
      ...(await lumphini()),
    };
    expect(
      (await as(member, 'POST', '/addresses', { ...billing, phone: '0812345678', tax_id: '0105553123453', branch_code: '00000' })).json()
        .status_code,
    ).toBe(10404);
    expect(
      (await as(member, 'POST', '/addresses', { ...billing, phone: '0812345678', tax_id: '0105553123452', branch_code: '1' })).statusCode,
    ).toBe(400);
    const saved = (
      await as(member, 'POST', '/addresses', { ...billing, phone: '0812345678', tax_id: '0105553123452', branch_code: '00000' })
    ).json().data;
    expect(saved).toMatchObject({ billing_type: 'juristic', company_name: 'บริษัท ตลาดดี จำกัด', branch_code: '00000', is_default: false });
  });

  it('a 7-Eleven pickup address points at a real store', async () => {
    const [store] = (await get('/allmap/stores/search?keyword=Khlong Toei')).json().data;
    const saved = (
      await as(member, 'POST', '/addresses', {
        kind: 'Address7-11',
        store_id: store.store_id,
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        phone: '0812345678',
      })
    ).json().data;
    expect(saved).toMatchObject({ kind: 'Address7-11', store: { store_id: store.store_id }, is_default: true });
    expect((await as(member, 'GET', '/users/me/my-address/store7-11')).json().data).toHaveLength(1);
    expect(
      (
        await as(member, 'POST', '/addresses', {
          kind: 'Address7-11',
          store_id: '99999',
          firstname: 'a',
          lastname: 'b',
          phone: '0812345678',
        })
      ).json().status_code,
    ).toBe(10405);
  });

  it('updates an address in place but never changes its kind', async () => {
    const created = (await as(member, 'POST', '/addresses', shipping(await lumphini(), { type: 'home' }))).json().data;
    const updated = (
      await as(member, 'PUT', `/addresses/${created.id}`, shipping(await lumphini(), { type: 'other', note: 'ฝากไว้กับ รปภ.' }))
    ).json().data;
    expect(updated).toMatchObject({ id: created.id, type: 'other', note: 'ฝากไว้กับ รปภ.' });
    const asStore = { kind: 'Address7-11', store_id: '01000', firstname: 'a', lastname: 'b', phone: '0812345678' };
    expect((await as(member, 'PUT', `/addresses/${created.id}`, asStore)).json().status_code).toBe(10406);
  });

  it("a member can never read, change or delete another member's address (404)", async () => {
    const mine = (await as(member, 'POST', '/addresses', shipping(await lumphini()))).json().data;
    for (const [method, body] of [
      ['GET'],
      ['PUT', shipping({ province_id: '10', district_id: mine.district_id, sub_district_id: mine.sub_district_id, postal_code: '10330' })],
      ['DELETE'],
    ] as const) {
      const response = await as(stranger, method, `/addresses/${mine.id}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().status_code).toBe(10401);
    }
    expect((await as(member, 'GET', `/addresses/${mine.id}`)).json().data.id).toBe(mine.id);
  });
});

describe('7-Eleven stores', () => {
  it('nearme answers stores within the radius, nearest first, with real distances in metres', async () => {
    const siam = '13.7463,100.5347';
    const { data } = (await get(`/allmap/stores/nearme?at=${siam}&rad=1500`)).json();
    const wide = (await get(`/allmap/stores/nearme?at=${siam}&rad=5000`)).json().data;
    expect(wide.length).toBeGreaterThan(data.length);
    for (const store of data) expect(store.distance_m).toBeLessThanOrEqual(1500);
    const distances = wide.map((store: { distance_m: number }) => store.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Haversine check on the first store.
    const first = wide[0];
    const toRad = (degrees: number) => (degrees * Math.PI) / 180;
    const h =
      Math.sin(toRad(first.lat - 13.7463) / 2) ** 2 +
      Math.cos(toRad(13.7463)) * Math.cos(toRad(first.lat)) * Math.sin(toRad(first.lng - 100.5347) / 2) ** 2;
    expect(Math.abs(first.distance_m - 2 * 6_371_000 * Math.asin(Math.sqrt(h)))).toBeLessThan(1);
  });

  it('a bad location is refused with its own message', async () => {
    const response = await get('/allmap/stores/nearme?at=somewhere&rad=1500', 'en');
    expect(response.json()).toMatchObject({ status_code: 10407, message: 'The location must be "lat,lng" in degrees' });
  });

  it('several hundred stores cover every province; search finds them by Thai or English name', async () => {
    const chiangMai = (await get('/allmap/stores/search?keyword=เชียงใหม่')).json().data;
    expect(chiangMai.length).toBeGreaterThan(5);
    const phuket = (await get('/allmap/stores/search?keyword=Phuket', 'en')).json().data;
    expect(phuket[0].address).toMatch(/Phuket/);
  });

  it("the picker's example words (สยาม, นิมมาน) find the stores there, in Thai and in English, every typed word counting", async () => {
    const search = async (keyword: string, language?: 'en') =>
      (await get(`/allmap/stores/search?keyword=${encodeURIComponent(keyword)}`, language)).json().data as {
        name: string;
        address: string;
      }[];
    const cases = [
      ['สยาม', undefined, 'เซเว่น อีเลฟเว่น สาขาสยามสแควร์ ซอย 3', 'เขตปทุมวัน กรุงเทพมหานคร 10330'],
      ['นิมมาน', undefined, 'เซเว่น อีเลฟเว่น สาขานิมมานเหมินท์ ซอย 9', 'ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200'],
      ['siam', 'en', '7-Eleven Siam Square Soi 3', 'Khet Pathum Wan Bangkok 10330'],
      ['Nimman', 'en', '7-Eleven Nimmanhaemin Soi 9', 'Tambon Suthep Amphoe Mueang Chiang Mai Changwat Chiang Mai 50200'],
    ] as const;
    for (const [keyword, language, name, place] of cases) {
      const store = (await search(keyword, language)).find((found) => found.name === name);
      expect(store?.address, keyword).toContain(place);
    }
    expect((await search('สยาม ซอย')).map((store) => store.name)).toEqual([
      'เซเว่น อีเลฟเว่น สาขาสยามสแควร์ ซอย 3',
      'เซเว่น อีเลฟเว่น สาขาสยามสแควร์ ซอย 7',
    ]);
    expect((await search('Silom 9', 'en')).map((store) => store.name)).toEqual(['7-Eleven Silom Soi 9']);
    expect(await search('นิมมาน กรุงเทพ')).toEqual([]);
  });
});
