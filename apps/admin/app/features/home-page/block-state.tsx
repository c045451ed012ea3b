import type { AdminHomeBlock } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A block's state as a badge: draft, scheduled (with its Bangkok time), published (and whether edits wait). */
export function BlockState({ block }: { block: AdminHomeBlock }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold">
        {block.publish_at ? t('homePage.state.scheduledAt', { at: format.moment(block.publish_at) }) : t(`homePage.state.${block.state}`)}
      </span>
      {block.has_changes && <span className="rounded-full bg-warn-soft px-3 py-1">{t('homePage.state.changes')}</span>}
    </span>
  );
}
