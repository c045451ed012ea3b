import { code128Bars } from '@talad/domain';

/** The payment code as a Code 128 barcode for the cashier's scanner, with quiet zones, sharp at any print size. */
export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, modules } = code128Bars(value);
  const quiet = 10;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules + quiet * 2} 50`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className="h-16 w-full max-w-sm bg-white"
      data-testid="slip-barcode"
    >
      {bars.map(([x, width]) => (
        <rect key={x} x={x + quiet} y={0} width={width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
