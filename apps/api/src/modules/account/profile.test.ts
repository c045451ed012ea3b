import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers } from '../../db/schema/index.ts';
import { latestCode, newPhone, registerMember, type Member } from '../../test-support/members.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { buildTestApp, call, movableClock, type TestApp } from '../../test-support/test-app.ts';

const time = movableClock();
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({}, { clock: time.clock });
});
afterAll(() => shop.close());

const me = (member: Member, language?: 'th' | 'en') =>
  call(shop.app, 'GET', '/users/me', { token: member.session.access_token, ...(language ? { language } : {}) });

/** A multipart POST users/image as the browser's FormData sends it. */
async function upload(member: Member, file: Buffer, userId = member.session.user_id) {
  const boundary = '----talad-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${userId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = await signedHeaders('/users/image', { accessToken: member.session.access_token, language: 'en' });
  return shop.app.inject({
    method: 'POST',
    url: '/users/image',
    payload: body,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('GET /users/me and PUT /users/profile', () => {
  it('answers the profile with membership progress, PDPA choices and linked providers', async () => {
    const member = await registerMember(shop);
    const { data } = (await me(member, 'en')).json();
    expect(data).toMatchObject({
      user_id: member.session.user_id,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      phone: member.phone,
      email: null,
      image: null,
      pdpa: { is_marketing_accepted: false, is_personalization_accepted: false, is_third_party_accepted: false },
      membership: { tier: 'REGULAR', tier_name: 'Regular', next_tier: 'GOLD', progress_percent: 0 },
      social: { google: false, facebook: false, line: false, apple: false },
    });
  });

  it('a guest is refused with 10007', async () => {
    const guest = (await call(shop.app, 'POST', '/auth/login/guest')).json().data;
    expect((await call(shop.app, 'GET', '/users/me', { token: guest.access_token })).json().status_code).toBe(10007);
  });

  it("an empty profile update answers 'No profile parameters provided.'", async () => {
    const member = await registerMember(shop);
    const response = await call(shop.app, 'PUT', '/users/profile', { token: member.session.access_token, body: {}, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status_code: 10301, message: 'No profile parameters provided.' });
  });

  it('updates only the fields sent', async () => {
    const member = await registerMember(shop);
    const response = await call(shop.app, 'PUT', '/users/profile', {
      token: member.session.access_token,
      body: { lastname: 'รักไทย', birthday: '1990-04-13', gender: 'male' },
    });
    expect(response.json().data).toMatchObject({ firstname: 'สมชาย', lastname: 'รักไทย', birthday: '1990-04-13', gender: 'male' });
  });
});

describe('changing phone and e-mail', () => {
  it('a new phone is stored only with the code sent to that phone', async () => {
    const member = await registerMember(shop);
    const phone = newPhone();
    const ticket = (
      await call(shop.app, 'POST', '/users/profile/phone/otp', { token: member.session.access_token, body: { phone } })
    ).json().data;
    const code = await latestCode(shop, phone);
    const otherPhone = await call(shop.app, 'PUT', '/users/profile/phone', {
      token: member.session.access_token,
      body: { phone: newPhone(), otp_ref: ticket.otp_ref, code },
    });
    expect(otherPhone.json().status_code).toBe(10205);
    const right = await call(shop.app, 'PUT', '/users/profile/phone', {
      token: member.session.access_token,
      body: { phone, otp_ref: ticket.otp_ref, code },
    });
    expect(right.json().data.phone).toBe(phone);
    expect((await call(shop.app, 'POST', '/auth/login', { body: { username: phone, password: member.password } })).statusCode).toBe(200);
  });

  it('a new e-mail is verified by a code sent to it, and a taken one is refused', async () => {
    const member = await registerMember(shop);
    const other = await registerMember(shop, { email: 'taken@example.com' });
    expect(other.session.role).toBe('user');
    const taken = await call(shop.app, 'POST', '/users/profile/email/otp', {
      token: member.session.access_token,
      body: { email: 'TAKEN@example.com' },
    });
    expect(taken.json().status_code).toBe(10203);
    const ticket = (
      await call(shop.app, 'POST', '/users/profile/email/otp', {
        token: member.session.access_token,
        body: { email: 'new.me@example.com' },
      })
    ).json().data;
    expect(ticket.channel).toBe('email');
    const code = await latestCode(shop, 'new.me@example.com');
    const changed = await call(shop.app, 'PUT', '/users/profile/email', {
      token: member.session.access_token,
      body: { email: 'new.me@example.com', otp_ref: ticket.otp_ref, code },
    });
    expect(changed.json().data.email).toBe('new.me@example.com');
  });
});

describe('password change', () => {
  it('checks the current password, then revokes every session: an old refresh token answers 10006', async () => {
    const member = await registerMember(shop);
    const token = member.session.access_token;
    expect(
      (await call(shop.app, 'POST', '/users/password/check', { token, body: { current_password: 'Wrong-pass-1' } })).json().status_code,
    ).toBe(10302);
    expect((await call(shop.app, 'POST', '/users/password/check', { token, body: { current_password: member.password } })).statusCode).toBe(
      200,
    );
    const changed = await call(shop.app, 'PUT', '/users/password', {
      token,
      body: { current_password: member.password, new_password: 'Fresh-pass-2027' },
    });
    expect(changed.json().data).toMatchObject({ role: 'user', user_id: member.session.user_id });
    expect(
      (await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code,
    ).toBe(10006);
    expect((await call(shop.app, 'GET', '/users/me', { token })).json().status_code).toBe(10005);
    expect((await call(shop.app, 'GET', '/users/me', { token: changed.json().data.access_token })).statusCode).toBe(200);
  });

  it('refuses a weak new password and the same password', async () => {
    const member = await registerMember(shop);
    const token = member.session.access_token;
    expect(
      (await call(shop.app, 'PUT', '/users/password', { token, body: { current_password: member.password, new_password: 'abc' } })).json()
        .status_code,
    ).toBe(10204);
    expect(
      (
        await call(shop.app, 'PUT', '/users/password', {
          token,
          body: { current_password: member.password, new_password: member.password },
        })
      ).json().status_code,
    ).toBe(10303);
  });
});

describe('PUT /users/profile/pdpa', () => {
  it('records the consents; the newest choice is the profile’s', async () => {
    const member = await registerMember(shop);
    const token = member.session.access_token;
    await call(shop.app, 'PUT', '/users/profile/pdpa', {
      token,
      body: { is_marketing_accepted: true, is_personalization_accepted: true, is_third_party_accepted: false },
    });
    await call(shop.app, 'PUT', '/users/profile/pdpa', {
      token,
      body: { is_marketing_accepted: false, is_personalization_accepted: true, is_third_party_accepted: false },
    });
    expect((await me(member)).json().data.pdpa).toEqual({
      is_marketing_accepted: false,
      is_personalization_accepted: true,
      is_third_party_accepted: false,
    });
  });
});

describe('POST /users/image', () => {
  it('re-encodes a photo to a 512 px WebP without metadata, served from the media path', async () => {
    const member = await registerMember(shop);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e90089' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    expect(photo.includes('secret-camera-owner')).toBe(true);
    const response = await upload(member, photo);
    expect(response.statusCode).toBe(200);
    const { image } = response.json().data;
    expect(image).toMatch(new RegExp(`/media/profile/${member.session.user_id}/[\\w-]+\\.webp$`));
    const served = await shop.app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = served.rawPayload;
    expect(stored.includes('secret-camera-owner')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 512,
      height: 512,
      exif: undefined,
    });
    expect((await me(member)).json().data.image).toBe(image);
  });

  it('refuses a file that is not an image, whatever its name says (415)', async () => {
    const member = await registerMember(shop);
    const response = await upload(member, Buffer.from('%PDF-1.7 this is not a jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status_code: 10304, message: 'The file must be a JPEG, PNG or WebP image' });
  });

  it('refuses a file over 5 MB (413)', async () => {
    const member = await registerMember(shop);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(member, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().status_code).toBe(10305);
  });

  it('answers a malformed multipart body with a 400 envelope, never a 500', async () => {
    const member = await registerMember(shop);
    const headers = await signedHeaders('/users/image', { accessToken: member.session.access_token, language: 'en' });
    const send = (contentType: string, payload: string) =>
      shop.app.inject({ method: 'POST', url: '/users/image', payload, headers: { ...headers, 'content-type': contentType } });
    const malformed = [
      send('multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n'),
      send(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nno closing boundary',
      ),
      send('multipart/form-data; boundary=x', '--x\r\nthis is not a part header\r\n\r\n--x--\r\n'),
    ];
    for (const response of await Promise.all(malformed)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ data: null, is_success: false, status_code: 400 });
    }
  });

  it("refuses another member's user_id", async () => {
    const member = await registerMember(shop);
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(member, photo, '00000000-0000-4000-8000-000000000000')).json().status_code).toBe(10306);
  });
});

describe('DELETE /users', () => {
  it('erases personal data, revokes sessions, keeps the anonymised row, and frees the phone', async () => {
    const member = await registerMember(shop, { email: 'leaving@example.com' });
    const response = await call(shop.app, 'DELETE', '/users', { token: member.session.access_token });
    expect(response.json().status_code).toBe(200);
    const [row] = await shop.db.select().from(customers).where(eq(customers.id, member.session.user_id));
    expect(row).toMatchObject({ phone: null, email: null, firstname: null, passwordHash: null, deletedAt: expect.any(Date) });
    expect(await shop.db.select().from(addresses).where(eq(addresses.customerId, member.session.user_id))).toHaveLength(0);
    expect(
      (await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code,
    ).toBe(10006);
    expect(
      (await call(shop.app, 'POST', '/auth/login', { body: { username: member.phone, password: member.password } })).json().status_code,
    ).toBe(10210);
    time.advance(61);
    expect((await registerMember(shop, { phone: member.phone })).session.role).toBe('user');
  });
});

describe('GET /users/me/my-benefit', () => {
  it('answers the tier the yearly spend reaches, the spend to the next and both benefit lists', async () => {
    const member = await registerMember(shop);
    await shop.db.update(customers).set({ yearlySpend: 3_500_000 }).where(eq(customers.id, member.session.user_id));
    const { data } = (await call(shop.app, 'GET', '/users/me/my-benefit', { token: member.session.access_token, language: 'en' })).json();
    expect(data).toMatchObject({
      tier: 'GOLD',
      next_tier: 'VIP',
      yearly_spend: 3_500_000,
      spend_to_next_tier: 1_500_000,
      progress_percent: 50,
      cashback_rate: 200,
      free_delivery_from: 30_000,
    });
    expect(data.benefits).toEqual([
      '2% cashback on every completed order',
      'Free delivery on orders from ฿300',
      expect.stringContaining('birthday coupon'),
      'Coupons for Gold members and above',
    ]);
    expect(data.next_tier_benefits).toContain('Free delivery on every order');
  });
});
