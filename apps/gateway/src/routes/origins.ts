import type { Merchant } from '../payments.ts';
import type { TokenRecord } from '../store.ts';

/**
 * Which shop pages may call Do Payment and frame the challenge: the merchant's configured origins (the shop's
 * WEB_ORIGIN, GATEWAY_ALLOWED_ORIGINS) and no other. Not a token's frontend return origin: the shop builds it per
 * request, and believing it let a shop served under someone else's host name open its card form to that host
 * (issue #25 item 2).
 */
export class Origins {
  constructor(private readonly merchants: ReadonlyMap<string, Merchant>) {}

  /** For a preflight, which carries no token: any merchant's origin. */
  anyAllows(origin: string): boolean {
    return [...this.merchants.values()].some((merchant) => merchant.allowedOrigins?.includes(origin));
  }

  /** The origins of `token`'s merchant. */
  of(token: TokenRecord): string[] {
    return this.merchants.get(token.merchantID)?.allowedOrigins ?? [];
  }

  allows(origin: string, token: TokenRecord): boolean {
    return this.of(token).includes(origin);
  }
}
