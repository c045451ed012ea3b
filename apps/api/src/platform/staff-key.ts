import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Compares digests, so neither the key's length nor its first wrong character shows in the time taken. */
function sameKey(given: string, wanted: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(wanted));
}

/** Route guard of the staff API (orders, products): the x-staff-key header, never a shopper's token. */
export function requireStaffKey(staffKey: string) {
  return async (request: FastifyRequest) => {
    const given = request.headers['x-staff-key'];
    if (typeof given !== 'string' || !sameKey(given, staffKey)) throw new AppError('STAFF_KEY_INVALID');
  };
}
