import type { AdminCaseDetail, AdminCasesPage, CaseDetail } from '@talad/contract';
import { ERRORS, type StaffRole } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages, supportCaseMessages } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, movableClock, type TestApp } from '../../test-support/test-app.ts';
import { caseAnswerMessageJob } from './index.ts';

/** Members' cases at the back office's desk (issue #26): answers by a named staff member, read by the member as the shop's. */

const clock = movableClock();
let shop: TestApp;
let support: { authorization: string };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 }, { clock: clock.clock });
  support = await staffSession(shop.app, 'support');
}, 120_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown, headers = support) =>
  adminCall(shop.app, method, url, { headers, language: 'en', ...(body === undefined ? {} : { body }) });
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

/** A case the member opens (multipart, as the web app sends it). */
async function openCase(member: Member, message: string): Promise<string> {
  const boundary = '----talad-desk-boundary';
  const fields = { topic: 'other', message };
  const payload = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const headers = await signedHeaders('/cases', { accessToken: member.session.access_token, language: 'en' });
  const opened = await shop.app.inject({
    method: 'POST',
    url: '/cases',
    payload: `${payload}--${boundary}--\r\n`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': `desk-${Math.random()}` },
  });
  if (opened.statusCode !== 200) throw new Error(opened.body);
  return opened.json().data.case_no;
}

describe('answering a case from the desk (issue #26)', () => {
  it('the desk sees who answered; the member reads the shop, by e-mail too; each change writes one audit entry', async () => {
    const member = await registerMember(shop, { email: `desk-${process.pid}@example.com` });
    const caseNo = await openCase(member, 'Where is my parcel?');
    clock.advance(60);

    const answered = await admin('POST', `/admin/cases/${caseNo}/answer`, { message: 'It arrives tomorrow.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const who = await staffOf(shop.db, support);
    const detail = answered.json().data as AdminCaseDetail;
    expect(detail).toMatchObject({ status: 'ANSWERED', customer_id: member.session.user_id, customer_name: 'สมชาย ใจดี' });
    expect(detail.messages.map((message) => [message.author, message.staff_name])).toEqual([
      ['MEMBER', null],
      ['STAFF', who.name],
    ]);

    // The member's thread and e-mail carry the shop's voice, never the staff member's name.
    const theirs = (await call(shop.app, 'GET', `/cases/${caseNo}`, { token: member.session.access_token })).json().data as CaseDetail;
    expect(theirs.messages[1]).not.toHaveProperty('staff_name');
    expect(JSON.stringify(theirs)).not.toContain(who.name);
    const sending = caseAnswerMessageJob(shop.db, shop.app.messages, 'talad', 'https://shop.example');
    for (const job of await shop.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, sending.kind), eq(jobs.status, 'pending'))))
      await sending.run(job);
    const [mail] = await shop.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `desk-${process.pid}@example.com`));
    expect(mail?.body).toContain('It arrives tomorrow.');
    expect(mail?.body).not.toContain(who.name);

    clock.advance(60);
    const closed = await admin('POST', `/admin/cases/${caseNo}/close`, {});
    expect(closed.json().data).toMatchObject({ status: 'CLOSED', can_reply: false });
    // Closing a closed case changes nothing and writes nothing; a message for it is refused.
    expect((await admin('POST', `/admin/cases/${caseNo}/close`)).json().data.status).toBe('CLOSED');
    expect(codeOf(await admin('POST', `/admin/cases/${caseNo}/answer`, { message: 'late' }))).toBe(ERRORS.CASE_CLOSED.code);

    expect(await auditEntriesOf(shop.db, 'case', caseNo)).toEqual([
      expect.objectContaining({
        actorId: who.id,
        actorLabel: who.label,
        action: 'case.answer',
        before: { status: 'OPEN' },
        after: { status: 'ANSWERED', message_id: expect.any(Number) },
      }),
      expect.objectContaining({ actorId: who.id, action: 'case.close', before: { status: 'ANSWERED' }, after: { status: 'CLOSED' } }),
    ]);
    const written = await shop.db.select().from(supportCaseMessages).where(eq(supportCaseMessages.staffId, who.id));
    expect(written.map((message) => [message.body, message.staffName])).toEqual([['It arrives tomorrow.', who.name]]);
  });

  it('answers an answered case again without moving it (the entry names the message only); refuses an empty answer', async () => {
    const member = await registerMember(shop);
    const caseNo = await openCase(member, 'Two questions');
    await admin('POST', `/admin/cases/${caseNo}/answer`, { message: 'First answer' });
    await admin('POST', `/admin/cases/${caseNo}/answer`, { message: 'Second answer' });
    expect(codeOf(await admin('POST', `/admin/cases/${caseNo}/answer`, {}))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await admin('POST', '/admin/cases/CS000000000000/answer', { message: 'x' }))).toBe(ERRORS.CASE_NOT_FOUND.code);
    const entries = await auditEntriesOf(shop.db, 'case', caseNo);
    expect(entries.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { status: 'OPEN' }, after: { status: 'ANSWERED', message_id: expect.any(Number) } },
      { before: null, after: { message_id: expect.any(Number) } },
    ]);
  });
});

describe('the desk queue (issue #26)', () => {
  it('lists one state, the longest waiting first, in keyset pages that neither repeat nor skip', async () => {
    const member = await registerMember(shop);
    const opened: string[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      clock.advance(1);
      opened.push(await openCase(member, text));
    }
    const whole = (await admin('GET', '/admin/cases?status=OPEN&size=100')).json().data as AdminCasesPage;
    const mine = whole.items.filter((entry) => opened.includes(entry.case_no)).map((entry) => entry.case_no);
    expect(mine).toEqual(opened);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCasesPage = (await admin('GET', `/admin/cases?status=OPEN&size=2${cursor ? `&cursor=${cursor}` : ''}`)).json().data;
      walked.push(...page.items.map((entry) => entry.case_no));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(whole.items.map((entry) => entry.case_no));
    expect(whole).toMatchObject({ approximate_total: whole.items.length, total_exact: true });
  });

  it('is open to the roles with cases.answer only', async () => {
    const allowed: Record<StaffRole, boolean> = { owner: true, manager: true, support: true, packer: false, content: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const headers = await staffSession(shop.app, role);
      expect({ role, code: codeOf(await admin('GET', '/admin/cases', undefined, headers)) }).toEqual({
        role,
        code: may ? 200 : ERRORS.STAFF_FORBIDDEN.code,
      });
    }
  });
});
