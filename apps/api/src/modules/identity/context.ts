import type { Brand } from '@talad/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GuestMergeRegistry } from '../../platform/guest-merge.ts';
import type { MessageSender } from '../../platform/messaging.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { Device } from './sessions.ts';

/** Codes sent within the last hour, per address and per IP. */
export interface OtpLimits {
  perTargetPerHour: number;
  perIpPerHour: number;
}

/** What the identity rules take from the configuration; the account pages pass the same to change contacts and passwords. */
export interface IdentitySettings {
  refreshTokenTtlDays: number;
  /** Keys the hashes of codes, tickets and IPs. */
  secret: string;
  otpLimits: OtpLimits;
  /** The running brand, named in every message sent to a shopper. */
  brand: Brand;
}

/** What the identity rules need from the app. */
export interface IdentityDeps extends IdentitySettings {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  sender: MessageSender;
  merges: GuestMergeRegistry;
}

/** Who is asking: the device, the IP, and the guest session to merge when there is one. */
export interface Caller {
  device: Device;
  ip: string;
  guestId: string | null;
  guestSessionId: string | null;
}
