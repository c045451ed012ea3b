import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/**
 * The PromptPay QR drawn from its EMVCo payload (the gateway's, with its CRC): any Thai bank's app scans it. Loaded
 * only by the PromptPay slip (React.lazy), so the QR encoder's few KB are never part of another page.
 */
export default function PromptPayQr({ payload, label }: { payload: string; label: string }) {
  const code = generate(payload);
  const margin = 2;
  const size = code.size + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 bg-white"
      data-testid="promptpay-qr"
    >
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
