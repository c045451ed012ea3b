import { useFormat } from '../lib/format.ts';

/** A time as the shop reads it (Bangkok), in the member's language, machine-readable too. */
export function WhenSeen({ at }: { at: string }) {
  const { moment } = useFormat();
  return <time dateTime={at}>{moment(at)}</time>;
}
