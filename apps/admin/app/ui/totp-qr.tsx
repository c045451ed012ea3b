import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The otpauth:// address as a QR code any authenticator app scans (drawn in the page: no picture to fetch). */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const code = generate(uri);
  const margin = 4;
  const size = code.size + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-lg bg-white"
    >
      <rect x={-margin} y={-margin} width={size} height={size} fill="#ffffff" />
      <path d={toSvgPath(code)} fill="#000000" />
    </svg>
  );
}

/** A secret of base32 letters in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
