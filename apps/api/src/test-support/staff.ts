import { randomBytes } from 'node:crypto';
import { STAFF_SESSION_HOURS, type StaffRole } from '@talad/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { staff, staffSessions } from '../db/schema/index.ts';
import { STAFF_SESSION_TOKEN_PREFIX, staffTokenDigest } from '../platform/staff-guard.ts';

let made = 0;

/** A fresh e-mail address per call, unique across test files running at once. */
export function newStaffEmail(role: string): string {
  made += 1;
  return `${role}.${process.pid}.${made}.${randomBytes(3).toString('hex')}@staff.test`;
}

/** An active staff member of `role` written straight into the database (no password: tests that sign in set one). */
export async function insertStaffMember(
  app: FastifyInstance,
  role: StaffRole,
  values: Partial<typeof staff.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  const [member] = await app.db
    .insert(staff)
    .values({ email: newStaffEmail(role), name: `Test ${role}`, role, status: 'active', ...values })
    .returning({ id: staff.id, email: staff.email });
  if (!member) throw new Error('the staff member was not written');
  return member;
}

/**
 * The headers of a signed-in staff member of `role`: a new member and an open session, with the second factor proved
 * when `secondFactor` is true. What every admin route's test starts from.
 */
export async function staffSession(
  app: FastifyInstance,
  role: StaffRole,
  options: { secondFactor?: boolean } = {},
): Promise<{ authorization: string }> {
  const member = await insertStaffMember(app, role);
  const token = `${STAFF_SESSION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = app.clock();
  await app.db.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: staffTokenDigest(token),
    secondFactorAt: options.secondFactor ? now : null,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
    createdAt: now,
  });
  return { authorization: `Bearer ${token}` };
}

export interface AdminCallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  remoteAddress?: string;
  language?: 'th' | 'en';
}

/** One call to an /admin/ route as the admin web app sends it: no shop signature, the staff token if any. */
export function adminCall(app: FastifyInstance, method: InjectOptions['method'], url: string, options: AdminCallOptions = {}) {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...(options.language ? { 'accept-language': options.language } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  return app.inject(request);
}

const desks = new WeakMap<FastifyInstance, Promise<{ authorization: string }>>();

/**
 * One manager's session with the second factor per app (every permission but staff.manage), for tests whose story
 * needs a desk move — an order shipped, a product withdrawn, a case answered — rather than the desk itself.
 */
export function deskHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  let headers = desks.get(app);
  if (!headers) {
    headers = staffSession(app, 'manager', { secondFactor: true });
    desks.set(app, headers);
  }
  return headers;
}

/** A desk call as that manager: adminCall with their session. */
export async function deskCall(app: FastifyInstance, method: InjectOptions['method'], url: string, body?: unknown) {
  return adminCall(app, method, url, { headers: await deskHeaders(app), ...(body === undefined ? {} : { body }) });
}

/** An order's moves at the desk (POST admin/orders/{order_no}/{action}), in turn; throws at the first one refused. */
export async function deskOrderMoves(app: FastifyInstance, orderNo: string, ...actions: string[]): Promise<void> {
  for (const action of actions) {
    const answer = await deskCall(app, 'POST', `/admin/orders/${encodeURIComponent(orderNo)}/${action}`, {});
    if (answer.statusCode !== 200) throw new Error(`${action} ${orderNo}: ${answer.body}`);
  }
}
