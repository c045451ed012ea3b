/** The time rules (OTP expiry, account lock) read; tests hand in a clock they move. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsAfter(clock: Clock, seconds: number): Date {
  return new Date(clock().getTime() + seconds * 1000);
}
