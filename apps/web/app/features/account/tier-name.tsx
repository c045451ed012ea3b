/**
 * A membership tier's name with its colour as a mark beside it. The tiers' colours (a light grey, a gold) are too
 * pale to be read as text on white, so the name itself stays dark.
 */
export function TierName({ name, colour, className = '' }: { name: string; colour: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: colour }} />
      {name}
    </span>
  );
}
