import type { Brand } from '@talad/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import '../../platform/app-services.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MessageSender } from '../../platform/messaging.ts';

/** What the staff rules take from the configuration. */
export interface StaffSettings {
  /** The app secret: keys the hashes of backup codes and addresses, and seals TOTP secrets. */
  secret: string;
  /** Named as the issuer in authenticator apps. */
  brand: Brand;
  /** The shop's own origin (WEB_ORIGIN's first): invitation links open its /admin. */
  webOrigin: string;
}

export interface StaffDeps extends StaffSettings {
  db: Database;
  clock: Clock;
  /** E-mails invitations and set-password links. */
  sender: MessageSender;
  log: FastifyBaseLogger;
}

export function staffDeps(app: FastifyInstance, settings: StaffSettings): StaffDeps {
  return {
    db: app.db,
    clock: app.clock,
    sender: app.messages,
    log: app.log,
    secret: settings.secret,
    brand: settings.brand,
    webOrigin: settings.webOrigin,
  };
}

/** Where a staff call comes from: kept (hashed) with the sessions it opens, and counted by the sign-in limits. */
export interface StaffCaller {
  ip: string;
  userAgent: string | undefined;
  /** The request's id, for the audit entry of a sign-in. */
  requestId: string;
}
