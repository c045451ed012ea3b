import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { GatewayClient } from './gateway-client.ts';
import { applyGatewayResult, resultOf, type Outcome } from './results.ts';

/**
 * POST payments/2c2p/notify: the gateway's backend notification. Believed only when signed with the merchant secret
 * and naming our merchant; anything else is refused (401) and logged by why, never by what it carried. A believed one
 * is applied once; a replay is acknowledged and changes nothing, so the gateway stops retrying.
 */
export async function receiveNotification(
  db: Database,
  gateway: GatewayClient,
  merchantId: string,
  payload: string,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const claims = await gateway.verify(payload);
  if (!claims || claims.merchantID !== merchantId) {
    log.warn({ reason: claims ? 'another merchant' : 'signature' }, 'payment notification refused');
    throw new AppError('PAYMENT_NOTIFICATION_INVALID');
  }
  const result = resultOf(claims);
  if (!result) {
    log.warn({ reason: 'fields' }, 'payment notification refused');
    throw new AppError('BAD_REQUEST');
  }
  return applyGatewayResult(db, result, log);
}
