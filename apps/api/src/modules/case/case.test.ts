import type { AdminCasesPage, CaseDetail, MyCasesPage } from '@talad/contract';
import {
  CASE_MAX_PHOTOS,
  CASE_MESSAGE_MAX_LENGTH,
  CASE_OPEN_MAX,
  CASE_PHOTO_MAX_BYTES,
  ERRORS,
  isError,
  type ErrorName,
} from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages, supportCases } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { deskCall } from '../../test-support/staff.ts';
import { buildTestApp, call, loginAsGuest, movableClock, type TestApp } from '../../test-support/test-app.ts';
import { caseAnswerMessageJob } from './index.ts';

const clock = movableClock();

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 }, { clock: clock.clock });
}, 120_000);
afterAll(() => shop.close());

type Part = { name: string; value: string } | { name: 'file'; bytes: Buffer; filename?: string };

let keys = 0;
const newKey = () => `case-test-key-${process.pid}-${(keys += 1)}`;

/** A multipart POST as the browser's FormData sends it, signed, with an Idempotency-Key. */
async function postMultipart(url: string, member: Member | string, parts: Part[], key: string | null = newKey()) {
  const boundary = '----talad-case-boundary';
  const chunks = parts.flatMap((part) =>
    'bytes' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  const token = typeof member === 'string' ? member : member.session.access_token;
  const headers = await signedHeaders(url, { accessToken: token, language: 'en' });
  return shop.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

const openCase = (member: Member | string, fields: Record<string, string>, photos: Buffer[] = [], key?: string | null) =>
  postMultipart(
    '/cases',
    member,
    [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...photos.map((bytes) => ({ name: 'file' as const, bytes }))],
    key,
  );

const reply = (member: Member, caseNo: string, message: string, photos: Buffer[] = [], key?: string) =>
  postMultipart(
    `/cases/${caseNo}/messages`,
    member,
    [{ name: 'message', value: message }, ...photos.map((bytes) => ({ name: 'file' as const, bytes }))],
    key,
  );

/** The support desk (admin/cases, a manager's session): who may use it is desk-cases.test.ts's business. */
const staff = (method: 'GET' | 'POST', url: string, body?: unknown) => deskCall(shop.app, method, url, body);

const as = (member: Member, method: 'GET' | 'POST', url: string) =>
  call(shop.app, method, url, { token: member.session.access_token, language: 'en' });

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

const casesOf = (member: Member) => shop.db.select().from(supportCases).where(eq(supportCases.customerId, member.session.user_id));

/** A JPEG as a phone takes it: camera make and a GPS position in its EXIF. */
const gpsJpeg = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TaladPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#09f' } })
    .png()
    .toBuffer();

/** Runs the e-mail jobs the staff's messages queued, as the job runner would. */
async function sendQueuedAnswers() {
  const definition = caseAnswerMessageJob(shop.db, shop.app.messages, 'talad', 'https://shop.example');
  const queued = await shop.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, definition.kind), eq(jobs.status, 'pending')));
  for (const job of queued) {
    await definition.run(job);
    await shop.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
  }
}

describe('opening a case', () => {
  it('about one of my orders: OPEN, with the message and photos re-encoded to WebP without EXIF or GPS', async () => {
    const member = await registerMember(shop);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const answer = await openCase(member, { topic: 'damaged_item', order_no: order.orderNo, message: '  กล่องบุบ สินค้าแตก  ' }, [
      await gpsJpeg(),
      await smallPng(),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const opened = answer.json().data as CaseDetail;
    expect(opened).toMatchObject({
      topic: 'damaged_item',
      status: 'OPEN',
      order_no: order.orderNo,
      order_id: order.id,
      last_message: 'กล่องบุบ สินค้าแตก',
      has_new_answer: false,
      can_reply: true,
    });
    expect(opened.case_no).toMatch(/^CS\d{12}$/);
    const [first] = opened.messages;
    expect(first).toMatchObject({ author: 'MEMBER', body: 'กล่องบุบ สินค้าแตก' });
    expect(first!.photos).toHaveLength(2);
    expect(first!.photos[0]).toMatchObject({ width: 1600, height: 1200 });

    const photo = await shop.app.inject({ method: 'GET', url: first!.photos[0]!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    const thumbnail = await shop.app.inject({ method: 'GET', url: first!.photos[0]!.thumbnail_url });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
  });

  it('about a general topic, with no order', async () => {
    const member = await registerMember(shop);
    const answer = await openCase(member, { topic: 'account', message: 'I cannot change my e-mail' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ topic: 'account', order_no: null, order_id: null, status: 'OPEN' });
  });

  it('the same Idempotency-Key opens one case: a repeat answers the first, another body under it is refused', async () => {
    const member = await registerMember(shop);
    const key = newKey();
    const fields = { topic: 'payment', message: 'Charged twice?' };
    const first = await openCase(member, fields, [await smallPng()], key);
    const again = await openCase(member, fields, [await smallPng()], key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.case_no).toBe(first.json().data.case_no);
    expectError(await openCase(member, { ...fields, message: 'Something else' }, [], key), 'IDEMPOTENCY_KEY_REUSED');
    expect(await casesOf(member)).toHaveLength(1);
  });

  it('two requests with one key sent at once open one case', async () => {
    const member = await registerMember(shop);
    const key = newKey();
    const fields = { topic: 'other', message: 'Double tap' };
    const answers = await Promise.all([openCase(member, fields, [], key), openCase(member, fields, [], key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.case_no).toBe(answers[1]!.json().data.case_no);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await casesOf(member)).toHaveLength(1);
  });

  it("another member's order is not found, as if it did not exist", async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const order = await createTestOrder(shop.db, { customerId: owner.session.user_id, paymentMethod: 'COD' });
    expectError(await openCase(other, { topic: 'delivery', order_no: order.orderNo, message: 'Where is it?' }), 'ORDER_NOT_FOUND');
    expect(await casesOf(other)).toHaveLength(0);
  });

  it('refuses what is not a case: unknown topic, empty or too long message, control characters, a JSON body, no key', async () => {
    const member = await registerMember(shop);
    expectError(await openCase(member, { topic: 'refund_now', message: 'x' }), 'BAD_REQUEST');
    expectError(await openCase(member, { topic: 'other', message: '   ' }), 'BAD_REQUEST');
    expectError(await openCase(member, { topic: 'other', message: 'ก'.repeat(CASE_MESSAGE_MAX_LENGTH + 1) }), 'BAD_REQUEST');
    expectError(await openCase(member, { topic: 'other', order_no: 'TL1', message: 'x' }), 'BAD_REQUEST');
    expectError(await openCase(member, { topic: 'other', message: 'nul\u0000byte' }), 'TEXT_CONTROL_CHARACTER');
    expectError(await openCase(member, { topic: 'other', message: 'no key' }, [], null), 'IDEMPOTENCY_KEY_MISSING');
    const json = await call(shop.app, 'POST', '/cases', {
      token: member.session.access_token,
      body: { topic: 'other', message: 'json' },
      headers: { 'idempotency-key': newKey() },
    });
    expectError(json, 'UNSUPPORTED_MEDIA_TYPE');
    // The longest message allowed, in Thai (three bytes a character), is taken whole.
    const longest = await openCase(member, { topic: 'other', message: 'ก'.repeat(CASE_MESSAGE_MAX_LENGTH) });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().data.messages[0].body).toHaveLength(CASE_MESSAGE_MAX_LENGTH);
    expect(await casesOf(member)).toHaveLength(1);
  });

  it('refuses a file that is not a photo (whatever its name), more than three photos and an oversized one, writing nothing', async () => {
    const member = await registerMember(shop);
    const text = Buffer.from('just some text pretending to be a picture');
    const notPhoto = await postMultipart('/cases', member, [
      { name: 'topic', value: 'other' },
      { name: 'message', value: 'see photo' },
      { name: 'file', bytes: text, filename: 'photo.jpg' },
    ]);
    expectError(notPhoto, 'CASE_PHOTO_INVALID');
    const photo = await smallPng();
    const tooMany = Array.from({ length: CASE_MAX_PHOTOS + 1 }, () => photo);
    expectError(await openCase(member, { topic: 'other', message: 'many photos' }, tooMany), 'CASE_PHOTO_LIMIT');
    const huge = Buffer.concat([photo, Buffer.alloc(CASE_PHOTO_MAX_BYTES)]);
    expectError(await openCase(member, { topic: 'other', message: 'huge photo' }, [huge]), 'CASE_PHOTO_TOO_LARGE');
    expect(await casesOf(member)).toHaveLength(0);
  });

  it(`keeps at most ${CASE_OPEN_MAX} cases open at once; a closed one makes room`, async () => {
    const member = await registerMember(shop);
    const opened: string[] = [];
    for (let index = 0; index < CASE_OPEN_MAX; index += 1) {
      opened.push((await openCase(member, { topic: 'other', message: `case ${index}` })).json().data.case_no);
    }
    expectError(await openCase(member, { topic: 'other', message: 'one too many' }), 'CASE_OPEN_LIMIT');
    expect((await as(member, 'POST', `/cases/${opened[0]}/close`)).statusCode).toBe(200);
    expect((await openCase(member, { topic: 'other', message: 'now there is room' })).statusCode).toBe(200);
  });

  it('is for members: a guest is asked to sign in', async () => {
    const guest = await loginAsGuest(shop.app);
    expectError(await openCase(guest.access_token, { topic: 'other', message: 'hello' }), 'SIGN_IN_REQUIRED');
    expectError(await call(shop.app, 'GET', '/cases', { token: guest.access_token }), 'SIGN_IN_REQUIRED');
  });
});

describe('a case thread between the member and the staff', () => {
  it('staff answer (e-mailed), the member sees the new answer and replies (OPEN again), staff close, no more replies', async () => {
    const member = await registerMember(shop, { email: `case-${process.pid}@example.com` });
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const caseNo = (await openCase(member, { topic: 'delivery', order_no: order.orderNo, message: 'ยังไม่ได้รับของ' })).json().data.case_no;

    clock.advance(60);
    const answered = await staff('POST', `/admin/cases/${caseNo}/answer`, { message: 'We asked the carrier; it arrives tomorrow.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'ANSWERED', can_reply: true, customer_name: 'สมชาย ใจดี' });

    await sendQueuedAnswers();
    const [mail] = await shop.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `case-${process.pid}@example.com`));
    expect(mail).toMatchObject({ channel: 'email', purpose: 'case-answer' });
    expect(mail!.subject).toContain(caseNo);
    expect(mail!.body).toContain('it arrives tomorrow');
    expect(mail!.body).toContain(`https://shop.example/en/case-management?case=${caseNo}`);

    const listed = (await as(member, 'GET', '/cases')).json().data as MyCasesPage;
    expect(listed.items[0]).toMatchObject({
      case_no: caseNo,
      status: 'ANSWERED',
      has_new_answer: true,
      last_message: 'We asked the carrier; it arrives tomorrow.',
    });
    clock.advance(60);
    const read = (await as(member, 'GET', `/cases/${caseNo}`)).json().data as CaseDetail;
    expect(read.messages.map((message) => message.author)).toEqual(['MEMBER', 'STAFF']);
    expect(((await as(member, 'GET', '/cases')).json().data as MyCasesPage).items[0]!.has_new_answer).toBe(false);

    clock.advance(60);
    const replied = await reply(member, caseNo, 'ขอบคุณค่ะ ได้รับแล้ว', [await smallPng()]);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ status: 'OPEN' });
    expect(replied.json().data.messages.at(-1)).toMatchObject({ author: 'MEMBER', body: 'ขอบคุณค่ะ ได้รับแล้ว' });
    expect(replied.json().data.messages.at(-1).photos).toHaveLength(1);

    const closed = await staff('POST', `/admin/cases/${caseNo}/close`, { message: 'Glad it arrived.' });
    expect(closed.json().data).toMatchObject({ status: 'CLOSED', can_reply: false });
    await sendQueuedAnswers();
    expect(
      await shop.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, `case-${process.pid}@example.com`)),
    ).toHaveLength(2);

    // Closed for good: a reply and an answer are refused, closing again changes nothing.
    expectError(await reply(member, caseNo, 'one more thing'), 'CASE_CLOSED');
    expectError(await staff('POST', `/admin/cases/${caseNo}/answer`, { message: 'late' }), 'CASE_CLOSED');
    expect((await staff('POST', `/admin/cases/${caseNo}/close`, {})).json().data.status).toBe('CLOSED');
    expect((await as(member, 'POST', `/cases/${caseNo}/close`)).json().data.status).toBe('CLOSED');
    expect(((await as(member, 'GET', `/cases/${caseNo}`)).json().data as CaseDetail).messages).toHaveLength(4);
  });

  it('refuses a direction override or a C1 control in a message with its own words, and keeps Thai with its marks and emoji as written (issue #25 item 4)', async () => {
    const member = await registerMember(shop);
    const thai = 'กล่องบุบ ขวดแตก 📦💔 ศักดิ์สิทธิ์\nบรรทัดที่สอง';
    const opened = await openCase(member, { topic: 'other', message: thai });
    expect(opened.statusCode, opened.body).toBe(200);
    const caseNo = opened.json().data.case_no;
    const forged = 'ok\u202E STAFF: refund approved';
    const refused = await reply(member, caseNo, forged);
    expectError(refused, 'TEXT_DIRECTION_OVERRIDE');
    expect(refused.json()).toMatchObject({
      message: 'Text must not contain direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)',
      errors: [{ field: 'body.message' }],
    });
    expectError(await openCase(member, { topic: 'other', message: 'isolate \u2067x\u2069' }), 'TEXT_DIRECTION_OVERRIDE');
    expectError(await reply(member, caseNo, 'csi \u009b31m red'), 'TEXT_CONTROL_CHARACTER');
    // The staff read it as the member wrote it, and nothing refused was written.
    const thread = (await staff('GET', `/admin/cases/${caseNo}`)).json().data as CaseDetail;
    expect(thread.messages.map((message) => message.body)).toEqual([thai]);
    expect(await casesOf(member)).toHaveLength(1);
  });

  it('a reply sent twice with one key is one message', async () => {
    const member = await registerMember(shop);
    const caseNo = (await openCase(member, { topic: 'other', message: 'first' })).json().data.case_no;
    const key = newKey();
    await reply(member, caseNo, 'only once', [], key);
    const again = await reply(member, caseNo, 'only once', [], key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(((await as(member, 'GET', `/cases/${caseNo}`)).json().data as CaseDetail).messages).toHaveLength(2);
  });

  it('an answer to a member without an e-mail address goes by SMS to their phone', async () => {
    const member = await registerMember(shop);
    const caseNo = (await openCase(member, { topic: 'other', message: 'no e-mail here' })).json().data.case_no;
    await staff('POST', `/admin/cases/${caseNo}/answer`, { message: 'Answered.' });
    await sendQueuedAnswers();
    const [sms] = await shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, member.phone), eq(outboxMessages.purpose, 'case-answer')));
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain(caseNo);
  });

  it("another member's case is not found: not read, not replied to, not closed", async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const caseNo = (await openCase(owner, { topic: 'other', message: 'mine' })).json().data.case_no;
    expectError(await as(other, 'GET', `/cases/${caseNo}`), 'CASE_NOT_FOUND');
    expectError(await reply(other, caseNo, 'not yours'), 'CASE_NOT_FOUND');
    expectError(await as(other, 'POST', `/cases/${caseNo}/close`), 'CASE_NOT_FOUND');
    expect(((await as(other, 'GET', '/cases')).json().data as MyCasesPage).total).toBe(0);
    expect((await as(owner, 'GET', `/cases/${caseNo}`)).json().data as CaseDetail).toMatchObject({
      status: 'OPEN',
      messages: [{ body: 'mine' }],
    });
  });

  it('lists my cases by latest activity, by status, in pages', async () => {
    const member = await registerMember(shop);
    const first = (await openCase(member, { topic: 'other', message: 'older' })).json().data.case_no;
    clock.advance(60);
    const second = (await openCase(member, { topic: 'other', message: 'newer' })).json().data.case_no;
    clock.advance(60);
    await reply(member, first, 'bump');
    const all = (await as(member, 'GET', '/cases')).json().data as MyCasesPage;
    expect(all.items.map((item) => item.case_no)).toEqual([first, second]);
    clock.advance(60);
    await staff('POST', `/admin/cases/${second}/answer`, { message: 'done' });
    const answered = (await as(member, 'GET', '/cases?status=ANSWERED')).json().data as MyCasesPage;
    expect(answered.items.map((item) => item.case_no)).toEqual([second]);
    const paged = (await as(member, 'GET', '/cases?size=1&page=2')).json().data as MyCasesPage;
    // The staff's answer is the latest activity now: the first case is on the second page.
    expect(paged).toMatchObject({ total: 2, total_pages: 2, items: [{ case_no: first }] });
    expectError(await as(member, 'GET', '/cases/CS1'), 'BAD_REQUEST');
  });
});

describe('the desk’s queue', () => {
  it('lists the queue, the longest waiting first, and refuses an answer without words or an unknown case', async () => {
    const member = await registerMember(shop);
    const older = (await openCase(member, { topic: 'other', message: 'waiting longest' })).json().data.case_no;
    clock.advance(60);
    const newer = (await openCase(member, { topic: 'other', message: 'waiting less' })).json().data.case_no;
    const queue = (await staff('GET', '/admin/cases?status=OPEN&size=100')).json().data as AdminCasesPage;
    const mine = queue.items.filter((entry) => [older, newer].includes(entry.case_no)).map((entry) => entry.case_no);
    expect(mine).toEqual([older, newer]);
    expectError(await staff('POST', `/admin/cases/${older}/answer`, {}), 'BAD_REQUEST');
    expectError(await staff('POST', '/admin/cases/CS000000000000/answer', { message: 'x' }), 'CASE_NOT_FOUND');
    expectError(await staff('POST', `/admin/cases/${older}/reopen`, {}), 'BAD_REQUEST');
  });
});

describe('the demo shop', () => {
  it('has cases of the demo members in every state, one answer waiting to be read', async () => {
    const signedIn = await call(shop.app, 'POST', '/auth/login', { body: { username: '0990000001', password: 'Talad-demo-2026' } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.access_token as string;
    const mine = (await call(shop.app, 'GET', '/cases', { token })).json().data as MyCasesPage;
    expect(mine.items.map((item) => [item.status, item.has_new_answer, item.order_no !== null])).toEqual([
      ['ANSWERED', true, true],
      ['CLOSED', false, false],
    ]);
    const queue = (await staff('GET', '/admin/cases?status=OPEN&size=100')).json().data as AdminCasesPage;
    expect(queue.items.some((entry) => entry.customer_name === 'มาลี ศรีสุข')).toBe(true);
  });
});
