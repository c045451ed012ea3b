import { useId } from 'react';

interface SwitchRowProps {
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
  /** A short line under the description, e.g. "always on". */
  note?: string;
  testId?: string;
}

/** One on/off choice in a list (cookie kinds, PDPA consents): the switch is named by its title and described by its text. */
export function SwitchRow({ title, description, checked, disabled, onChange, note, testId }: SwitchRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p id={labelId} className="font-semibold text-gray-900">
          {title}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-gray-600">
          {description}
        </p>
        {note && <p className="mt-1 text-xs font-semibold text-success-strong">{note}</p>}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data-testid={testId}
      >
        <span className="switch-thumb" />
      </button>
    </li>
  );
}
