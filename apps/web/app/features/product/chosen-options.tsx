import type { ChosenOption } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';

/** The options a line was chosen with, as a shopper reads them: "สี: ดำ · ขนาด: EU 40" (cart, checkout, orders, tracking). */
export function ChosenOptions({ options, className }: { options: ChosenOption[]; className: string }) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <p className={className} data-testid="chosen-options">
      {options.map((option) => `${t(`filter.option.${option.name}`)}: ${option.label}`).join(' · ')}
    </p>
  );
}
