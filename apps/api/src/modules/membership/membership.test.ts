import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ brand: 'trueselect' });
});
afterAll(() => shop.close());

describe('GET /masters/membership', () => {
  it('answers REGULAR, GOLD and VIP with minimum spend in satang, in Thai', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/membership')).json();
    expect(data.map((tier: { code: string }) => tier.code)).toEqual(['REGULAR', 'GOLD', 'VIP']);
    expect(data[1]).toEqual({
      code: 'GOLD',
      name: 'โกลด์',
      min_spend: 2_000_000,
      benefits: [
        'รับเงินคืน 2% ของยอดชำระ ทุกคำสั่งซื้อที่สำเร็จ',
        'ส่งฟรีเมื่อช้อปครบ ฿300',
        'คูปองวันเกิดในเดือนเกิดของคุณ ปีละครั้ง',
        'คูปองส่วนลดเฉพาะสมาชิกโกลด์ขึ้นไป',
      ],
      colour: '#D4A017',
      cashback_rate: 200,
      free_delivery_from: 30_000,
    });
  });

  it('answers English names and benefits for Accept-Language: en', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/membership', { language: 'en' })).json();
    expect(data[2]).toMatchObject({ code: 'VIP', name: 'VIP', benefits: expect.arrayContaining(['Free delivery on every order']) });
  });

  it('seeded texts carry the configured brand name (BRAND=trueselect)', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/membership', { language: 'en' })).json();
    expect(data[0].benefits).toContain('Promotion news from TrueSelect');
  });
});
