import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GuestMergeRegistry } from '../../platform/guest-merge.ts';
import type { MessageSender } from '../../platform/messaging.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { Device } from '../auth/service.ts';

/** What the identity rules need from the app. */
export interface IdentityDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  sender: MessageSender;
  merges: GuestMergeRegistry;
  refreshTokenTtlDays: number;
  /** Keys the hashes of codes, tickets and IPs. */
  secret: string;
  otpLimits: OtpLimits;
}

/** Codes sent within the last hour, per address and per IP. */
export interface OtpLimits {
  perTargetPerHour: number;
  perIpPerHour: number;
}

/** Who is asking: the device, the IP, and the guest session to merge when there is one. */
export interface Caller {
  device: Device;
  ip: string;
  guestId: string | null;
  guestSessionId: string | null;
}
