import { createHash } from 'node:crypto';
import { needsSecondFactor, roleAllows, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@talad/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import { staff, staffApiTokens, staffSessions } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import './app-services.ts';

/**
 * The back office's one guard (issue #26, decision 0039). Every route under /admin/ names the permission it needs in
 * its options, `config: { permission: 'orders.refund' }`, or `permission: null` for what any signed-in staff member may
 * do (their own account, sessions, second factor); the API does not start while one does not. The guard itself is put
 * on each such route here, so no route can forget it: it reads the bearer token (a staff session or a personal API
 * token, never a shopper's), checks the role against ROLE_PERMISSIONS and, for the permissions that move money,
 * stock, prices or people, that the session proved the second factor.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permission an /admin/ route needs; null: any signed-in staff member. Required on every /admin/ route. */
    permission?: StaffPermission | null;
    /**
     * What the route needs besides `permission`, read from the validated request: the permissions of what a bulk edit's
     * changes or an import's columns touch (prices.write, stock.adjust). Checked by the guard once the body is valid.
     */
    alsoNeeds?: (request: FastifyRequest) => readonly StaffPermission[];
    /** 'none' for the few /admin/ routes one calls before having a session (sign-in, set-password). */
    staffSession?: 'none';
  }
  interface FastifyRequest {
    /** Who is calling an /admin/ route; set by the staff guard, null elsewhere. */
    staff: SignedInStaff | null;
  }
  interface FastifyInstance {
    /** Every /admin/ route and the permission it declared, as registered (the route × role test walks them). */
    adminRoutes: AdminRoute[];
  }
}

export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The session the bearer token opened; null for a personal API token. */
  sessionId: string | null;
  /** The personal API token used; null for a browser session. */
  apiTokenId: string | null;
  /** Whether the caller proved the second factor: this session verified a code, or the API token was made by one that had. */
  secondFactor: boolean;
}

export interface AdminRoute {
  method: string;
  url: string;
  permission: StaffPermission | null;
  /** Open without a session (sign-in, set-password). */
  open: boolean;
}

/** A browser session's token starts `tss_`, a personal API token's `tsk_`: which table holds it, and easy to spot in a leak. */
export const STAFF_SESSION_TOKEN_PREFIX = 'tss_';
export const STAFF_API_TOKEN_PREFIX = 'tsk_';

/** Staff tokens are 32 random bytes: a plain sha256 of one cannot be reversed, and is what the tables keep. */
export function staffTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ADMIN_AREA = /^\/admin(\/|$)/;

export function isAdminPath(url: string): boolean {
  return ADMIN_AREA.test(url);
}

/** Why an /admin/ route may not be registered, or null (routes elsewhere are not the guard's). */
export function permissionProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string | null {
  if (!isAdminPath(route.url)) return null;
  const name = `${String(route.method)} ${route.url}`;
  const config = (route.config ?? {}) as { permission?: unknown; staffSession?: unknown };
  if (!Object.hasOwn(config, 'permission'))
    return `${name} declares no config.permission: every /admin/ route names the staff permission it needs (or null), decision 0039`;
  const { permission } = config;
  if (permission !== null && !STAFF_PERMISSIONS.includes(permission as StaffPermission))
    return `${name} declares config.permission ${JSON.stringify(permission)}, which is not in STAFF_PERMISSIONS (packages/domain/src/staff.ts)`;
  if (config.staffSession === 'none' && permission !== null) return `${name} is open without a session yet needs ${String(permission)}`;
  return null;
}

function bearerToken(request: FastifyRequest): string | null {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** last_seen_at and last_used_at say "in use lately": written at most once a minute per session or token. */
const TOUCH_AFTER_MS = 60_000;
const stale = (seen: Date | null, now: Date) => seen === null || now.getTime() - seen.getTime() >= TOUCH_AFTER_MS;

const staffColumns = { id: staff.id, email: staff.email, name: staff.name, role: staff.role };

async function sessionStaff(db: Database, digest: string, now: Date): Promise<SignedInStaff | null> {
  const [found] = await db
    .select({ ...staffColumns, sessionId: staffSessions.id, secondFactorAt: staffSessions.secondFactorAt, seen: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, digest),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.status, 'active'),
      ),
    );
  if (!found) return null;
  if (stale(found.seen, now)) await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, found.sessionId));
  const { secondFactorAt, sessionId, seen: _seen, ...who } = found;
  return { ...who, sessionId, apiTokenId: null, secondFactor: secondFactorAt !== null };
}

async function apiTokenStaff(db: Database, digest: string, now: Date): Promise<SignedInStaff | null> {
  const [found] = await db
    .select({ ...staffColumns, apiTokenId: staffApiTokens.id, used: staffApiTokens.lastUsedAt })
    .from(staffApiTokens)
    .innerJoin(staff, eq(staff.id, staffApiTokens.staffId))
    .where(and(eq(staffApiTokens.tokenHash, digest), isNull(staffApiTokens.revokedAt), eq(staff.status, 'active')));
  if (!found) return null;
  if (stale(found.used, now)) await db.update(staffApiTokens).set({ lastUsedAt: now }).where(eq(staffApiTokens.id, found.apiTokenId));
  const { used: _used, ...who } = found;
  // A token is made only from a session that proved the second factor (decision 0039), and it stands for that.
  return { ...who, sessionId: null, secondFactor: true };
}

/** The staff member a bearer token names: an open session or an unrevoked API token of an active member; else refused. */
export async function authenticateStaff(request: FastifyRequest): Promise<SignedInStaff> {
  const token = bearerToken(request);
  const { db, clock } = request.server;
  const digest = token ? staffTokenDigest(token) : null;
  const found =
    digest && token?.startsWith(STAFF_SESSION_TOKEN_PREFIX)
      ? await sessionStaff(db, digest, clock())
      : digest && token?.startsWith(STAFF_API_TOKEN_PREFIX)
        ? await apiTokenStaff(db, digest, clock())
        : null;
  if (!found) throw new AppError('STAFF_UNAUTHENTICATED');
  return found;
}

/**
 * Refuses a member whose role lacks one of the permissions, or whose session has not proved the second factor one of
 * them needs — the guard's own check, also for what only the request's content tells (`field` names where).
 */
export function refuseUnlessAllowed(member: SignedInStaff, permissions: readonly StaffPermission[], field?: string) {
  for (const permission of permissions) {
    if (!roleAllows(member.role, permission))
      throw new AppError('STAFF_FORBIDDEN', field ? { errors: [{ field, reason: permission }] } : {});
    if (needsSecondFactor(permission) && !member.secondFactor) throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
  }
}

/** The check itself: who calls, whether the role allows the route's permission, and the second factor it may need. */
const guardStaff: onRequestHookHandler = async (request) => {
  const { permission, staffSession } = request.routeOptions.config;
  if (staffSession === 'none') return;
  const member = await authenticateStaff(request);
  request.staff = member;
  if (permission) refuseUnlessAllowed(member, [permission]);
};

/** The route's `alsoNeeds`, once its body is read and valid (a preHandler): the same check, naming the body. */
const guardContent: preHandlerHookHandler = async (request) => {
  const { alsoNeeds } = request.routeOptions.config;
  if (alsoNeeds) refuseUnlessAllowed(guardedStaff(request), alsoNeeds(request), 'body');
};

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Registers the guard before any route: each /admin/ route is checked as it is registered (no permission, no start)
 * and gets the guard as its first own onRequest hook, so it runs before the body is read or validated, and an admin
 * route is never signed with the shop's app key (its caller is a staff member's bearer token, not the web app).
 */
export function registerStaffGuard(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorate('adminRoutes', [] as AdminRoute[]);
  app.addHook('onRoute', (route) => {
    const problem = permissionProblem(route);
    if (problem) throw new Error(problem);
    if (!isAdminPath(route.url)) return;
    const permission = route.config?.permission ?? null;
    const open = route.config?.staffSession === 'none';
    route.config = { ...route.config, signed: false };
    // A GET's HEAD twin arrives with the GET's hooks, the guard already among them.
    const own = hooksOf(route.onRequest).filter((hook) => hook !== guardStaff);
    route.onRequest = [...(open ? [] : [guardStaff]), ...own];
    if (route.config.alsoNeeds) route.preHandler = [guardContent, ...hooksOf(route.preHandler).filter((hook) => hook !== guardContent)];
    if (route.schema) {
      const needs = permission ? `Staff permission: ${permission}${needsSecondFactor(permission) ? ' (second factor)' : ''}.` : null;
      route.schema = {
        ...route.schema,
        ...(open ? {} : { security: [{ staffToken: [] }] }),
        ...(needs ? { description: [route.schema.description, needs].filter(Boolean).join('\n\n') } : {}),
      };
    }
    for (const method of hooksOf(route.method)) app.adminRoutes.push({ method, url: route.url, permission, open });
  });
}

/** The staff member the guard let through; calling it on a route without the guard is a bug. */
export function guardedStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error(`${request.routeOptions.url} has no staff guard`);
  return request.staff;
}
