import { useId } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useTheme } from '../lib/theme.ts';

/** The footer's dark-theme switch (spec §9: light by default): on for dark, kept for the shopper's next visits. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, choose] = useTheme();
  const labelId = useId();
  const dark = theme === 'dark';
  return (
    <span className="inline-flex items-center gap-2">
      <span id={labelId}>{t('footer.darkTheme')}</span>
      <button
        type="button"
        role="switch"
        className="switch mt-0"
        aria-checked={dark}
        aria-labelledby={labelId}
        onClick={() => choose(dark ? 'light' : 'dark')}
      >
        <span className="switch-thumb" />
      </button>
    </span>
  );
}
