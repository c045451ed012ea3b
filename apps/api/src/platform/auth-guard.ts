import type { Role } from '@talad/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { customers, sessions } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { TokenService } from './tokens.ts';

export interface SignedInCustomer {
  id: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards; null on public routes. */
    customer: SignedInCustomer | null;
  }
  interface FastifyInstance {
    db: Database;
    tokens: TokenService;
  }
}

/** last_seen_at drives the idle-guest purge; touching it hourly is precise enough and keeps writes rare. */
const LAST_SEEN_PRECISION = sql`interval '1 hour'`;

export async function touchLastSeen(db: Database, customerId: string) {
  await db
    .update(customers)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(customers.id, customerId), lt(customers.lastSeenAt, sql`now() - ${LAST_SEEN_PRECISION}`)));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Every signed-in request reads its session: built once (db/prepared.ts). */
const openSession = preparedStatement<{ sessionId: string; customerId: string }>()((db, value) =>
  db
    .select({ role: customers.role, lastSeenAt: customers.lastSeenAt })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, value('sessionId')), eq(sessions.customerId, value('customerId')), isNull(sessions.revokedAt))),
);

/** A valid access token whose session is still open and whose customer still exists. */
async function authenticate(request: FastifyRequest): Promise<SignedInCustomer> {
  const token = bearerToken(request);
  if (!token || token === 'undefined') throw new AppError('TOKEN_MISSING');
  const claims = await request.server.tokens.verifyAccessToken(token);
  if (!claims) throw new AppError('TOKEN_INVALID');
  const { db } = request.server;
  const [open] = await openSession(db, { sessionId: claims.sessionId, customerId: claims.customerId });
  if (!open) throw new AppError('TOKEN_INVALID');
  if (Date.now() - open.lastSeenAt.getTime() > 60 * 60 * 1000) await touchLastSeen(db, claims.customerId);
  return { id: claims.customerId, role: open.role, sessionId: claims.sessionId };
}

/** Route guard: any session, guest or signed-in member. */
export async function requireGuestOrUser(request: FastifyRequest) {
  request.customer = await authenticate(request);
}

/** Route guard: a signed-in member; a guest is told to sign in. */
export async function requireUser(request: FastifyRequest) {
  const customer = await authenticate(request);
  if (customer.role !== 'user') throw new AppError('SIGN_IN_REQUIRED');
  request.customer = customer;
}

/** The customer a guard let through; calling it on an unguarded route is a bug. */
export function guardedCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw new Error(`${request.routeOptions.url} has no auth guard`);
  return request.customer;
}

/** The session behind the bearer token when there is a valid one; null otherwise (public routes that use it if present). */
export async function currentCustomer(request: FastifyRequest): Promise<SignedInCustomer | null> {
  try {
    return await authenticate(request);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Route guard of public routes that remember a known shopper (recently viewed): no token or a bad one is no error. */
export async function recogniseCustomer(request: FastifyRequest) {
  request.customer = await currentCustomer(request);
}

/**
 * The customer a valid access token names, read from the token alone (no database read, so a session revoked in
 * the last minutes still shows): for hints such as counting searches once per shopper, never to grant access.
 */
export async function tokenCustomerId(request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  const claims = token ? await request.server.tokens.verifyAccessToken(token) : null;
  return claims?.customerId ?? null;
}

/**
 * The session a request's access token names, read from the token alone and even a day past its expiry: what binds a
 * one-time code to whoever asked for it (decision 0032), never access.
 */
export async function tokenSessionId(request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  return token ? request.server.tokens.sessionOf(token) : null;
}
