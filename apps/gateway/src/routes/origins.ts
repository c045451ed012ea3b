import type { Merchant } from '../payments.ts';
import type { Store, TokenRecord } from '../store.ts';

/**
 * Which shop pages may call Do Payment and frame the challenge: the merchant's configured origins and the origin of
 * each token's frontend return (the merchant signed it).
 */
export class Origins {
  private readonly returnOrigins = new Set<string>();

  constructor(
    private readonly merchants: ReadonlyMap<string, Merchant>,
    store: Store,
  ) {
    for (const token of store.tokens.values()) this.learn(token);
  }

  learn(token: TokenRecord): void {
    this.returnOrigins.add(new URL(token.frontendReturnUrl).origin);
  }

  /** For a preflight, which carries no token: any merchant's origin. */
  anyAllows(origin: string): boolean {
    return this.returnOrigins.has(origin) || [...this.merchants.values()].some((merchant) => merchant.allowedOrigins?.includes(origin));
  }

  /** The origins of `token`'s merchant. */
  of(token: TokenRecord): string[] {
    const configured = this.merchants.get(token.merchantID)?.allowedOrigins ?? [];
    return [...new Set([...configured, new URL(token.frontendReturnUrl).origin])];
  }

  allows(origin: string, token: TokenRecord): boolean {
    return this.of(token).includes(origin);
  }
}
