import { randomUUID } from 'node:crypto';
import type { AdminAuditPage } from '@talad/contract';
import { AUDIT_CSV_COLUMNS } from '@talad/contract';
import { ERRORS, inertCell, type StaffRole } from '@talad/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { auditCsv } from './read.ts';
import { recordAudit, staffActor, systemActor } from './index.ts';

/** Reading the audit log (issue #26): filters, keyset pages, and a CSV that Excel reads and never runs. */

let shop: TestApp;
let owner: { authorization: string };
const tag = `e${process.pid}x${Date.now() % 100_000}`;
const somsri = { id: randomUUID(), name: 'สมศรี ดูแลดี', email: 'somsri@talad.test' };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  owner = await staffSession(shop.app, 'owner');
  await shop.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: staffActor(somsri),
      action: 'review.hide',
      entity: { type: 'review', id: `${tag}-1` },
      before: { hidden: false },
      after: { hidden: true },
      reason: '=HYPERLINK("http://evil.example","คลิก")',
      context: { requestId: 'req-1', address: '203.0.113.5' },
    });
    await recordAudit(tx, {
      actor: staffActor(somsri),
      action: 'review.reply',
      entity: { type: 'review', id: `${tag}-1` },
      before: { reply: null },
      after: { reply: 'ขอบคุณค่ะ, "ลูกค้า"\nบรรทัดสอง' },
    });
    await recordAudit(tx, {
      actor: systemActor('refund-retry'),
      action: 'order.refund',
      entity: { type: 'order', id: `${tag}-2` },
      reason: '+1',
    });
  });
}, 120_000);
afterAll(() => shop.close());

const page = async (query: string, headers = owner) =>
  (await adminCall(shop.app, 'GET', `/admin/audit?${query}`, { headers })).json().data as AdminAuditPage;
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

describe('the audit log, read (issue #26)', () => {
  it('filters by entity, actor, action and time, the newest first', async () => {
    const review = await page(`entity=review:${tag}-1`);
    expect(review.items.map((entry) => entry.action)).toEqual(['review.reply', 'review.hide']);
    expect(review.items[1]).toMatchObject({
      actor: { type: 'staff', id: somsri.id, label: 'สมศรี ดูแลดี <somsri@talad.test>' },
      entity: { type: 'review', id: `${tag}-1` },
      before: { hidden: false },
      after: { hidden: true },
      request_id: 'req-1',
      address: '203.0.113.5',
    });
    expect((await page(`actor=${somsri.id}`)).items.map((entry) => entry.action)).toEqual(['review.reply', 'review.hide']);
    expect((await page(`actor=system&entity=order:${tag}-2`)).items.map((entry) => entry.action)).toEqual(['order.refund']);
    expect((await page(`action=review.hide&actor=${somsri.id}`)).items).toHaveLength(1);
    expect((await page(`action=review&actor=${somsri.id}`)).items).toHaveLength(2);
    expect((await page(`actor=${somsri.id}&from=2000-01-01&to=2000-01-02`)).items).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await page(`actor=${somsri.id}&to=${encodeURIComponent(tomorrow)}`)).items).toHaveLength(2);
  });

  it('walks keyset pages by id without repeating or skipping', async () => {
    const whole = await page('size=100');
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const next: AdminAuditPage = await page(`size=2${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...next.items.map((entry) => entry.entry_id));
      cursor = next.next_cursor;
    } while (cursor && walked.length < whole.items.length);
    expect(walked.slice(0, whole.items.length)).toEqual(whole.items.map((entry) => entry.entry_id));
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/audit?actor=somebody', { headers: owner }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/audit?from=yesterday', { headers: owner }))).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('exports CSV: UTF-8 with a BOM, Thai intact, commas, quotes and line breaks quoted, formulas made inert', async () => {
    const answer = await adminCall(shop.app, 'GET', `/admin/audit.csv?entity=review:${tag}-1`, { headers: owner });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}T\d{6}\.csv"$/);
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(answer.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const [reply, hide] = [rows[1]!, rows[2]!];
    const column = (row: string[], name: (typeof AUDIT_CSV_COLUMNS)[number]) => row[AUDIT_CSV_COLUMNS.indexOf(name)];
    expect(column(reply, 'after')).toBe(JSON.stringify({ reply: 'ขอบคุณค่ะ, "ลูกค้า"\nบรรทัดสอง' }));
    expect(column(hide, 'actor')).toBe('สมศรี ดูแลดี <somsri@talad.test>');
    expect(column(hide, 'reason')).toBe('\'=HYPERLINK("http://evil.example","คลิก")');
    const system = await adminCall(shop.app, 'GET', `/admin/audit.csv?entity=order:${tag}-2`, { headers: owner });
    expect(column((parse(system.rawPayload.subarray(3).toString('utf8')) as string[][])[1]!, 'reason')).toBe("'+1");
  });

  it('makes every formula start inert, and nothing else', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(inertCell(text)).toBe(`'${text}`);
    for (const text of ['1', 'ขอบคุณ', '', 'a=b', "'quoted"]) expect(inertCell(text)).toBe(text);
  });

  it('streams large exports in batches, stopping at the row limit', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of auditCsv(shop.db, {}, 2)) chunks.push(Buffer.from(chunk));
    const rows = parse(Buffer.concat(chunks).subarray(3).toString('utf8')) as string[][];
    expect(rows).toHaveLength(3);
  });

  it('is open to the roles with audit.read only', async () => {
    const allowed: Record<StaffRole, boolean> = { owner: true, manager: true, support: false, packer: false, content: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const headers = await staffSession(shop.app, role);
      for (const url of ['/admin/audit', '/admin/audit.csv']) {
        const answer = await adminCall(shop.app, 'GET', url, { headers });
        expect({ role, url, code: may ? answer.statusCode : codeOf(answer) }).toEqual({
          role,
          url,
          code: may ? 200 : ERRORS.STAFF_FORBIDDEN.code,
        });
      }
    }
  });
});
