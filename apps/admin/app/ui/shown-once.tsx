import { useState } from 'react';
import { useT } from '../lib/i18n.ts';

/**
 * A secret shown this once (an invitation link, a personal API token): the API keeps only its hash, so it cannot be
 * shown again. Selectable text and a copy button.
 */
export function ShownOnce({ label, value, note }: { label: string; value: string; note: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="card flex flex-col gap-2 border-accent p-4" role="status">
      <p className="font-semibold">{label}</p>
      <p className="text-sm text-muted">{note}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={value}
          aria-label={label}
          className="field font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-outline shrink-0"
          onClick={() =>
            navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t(copied ? 'shownOnce.copied' : 'shownOnce.copy')}
        </button>
      </div>
    </div>
  );
}
