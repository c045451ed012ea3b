import type { AdminContentRow } from '@talad/contract';
import { Form, useNavigation } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Field } from '../../ui/form-parts.tsx';
import { Panel } from '../../ui/panel.tsx';
import { UnsavedChangesNotice } from '../../ui/unsaved-changes.tsx';
import { bangkokLocal } from '../promotions/rule-fields.ts';

/**
 * The lifecycle's panel of a blog post, custom page or live show (decisions 0055, 0060): its status, a preview of its
 * shop page that opens even as a draft (a fresh link on each load; none for what has no preview), publish now,
 * schedule at a Bangkok time, back to draft. Its forms send `intent` publish, schedule or unpublish. Publishing takes
 * what is saved: while the edit form has `unsaved` changes, publish and schedule wait with a note.
 */
export function PublishingPanel({
  item,
  shopPath,
  preview,
  unsaved,
}: {
  item: AdminContentRow;
  shopPath: string;
  preview?: { path: string; hint: string };
  unsaved: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  const busy = useNavigation().state !== 'idle';
  const move = (intent: string, label: string, tone: string, held = false) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`btn min-h-11 ${tone}`} disabled={busy || held}>
        {label}
      </button>
    </Form>
  );
  return (
    <Panel title={t('content.publishing')} className="mt-4">
      <p>
        <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold">{t(`content.status.${item.status}`)}</span>
        {item.published_at && <span className="ml-2">{t('content.shownFrom', { at: format.moment(item.published_at) })}</span>}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {preview && (
          <a href={preview.path} target="_blank" rel="noreferrer" className="text-accent underline" aria-describedby="preview-hint">
            {t('content.preview')}
          </a>
        )}
        {item.status === 'published' && (
          <a href={shopPath} target="_blank" rel="noreferrer" className="text-accent underline">
            {t('content.openShop')}
          </a>
        )}
      </p>
      {preview && (
        <p id="preview-hint" className="text-sm text-muted">
          {preview.hint}
        </p>
      )}
      <div className="mt-3">
        <UnsavedChangesNotice unsaved={unsaved} />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {item.status !== 'published' && move('publish', t('content.publishNow'), 'btn-primary', unsaved)}
        {item.status !== 'draft' && move('unpublish', t('content.unpublish'), 'btn-outline')}
      </div>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="schedule" />
        <Field
          id="publish-at"
          name="at"
          type="datetime-local"
          required
          label={t('content.scheduleAt')}
          defaultValue={item.status === 'scheduled' ? bangkokLocal(item.published_at) : ''}
        />
        <button type="submit" className="btn btn-outline min-h-11" disabled={busy || unsaved}>
          {t('content.schedule')}
        </button>
      </Form>
    </Panel>
  );
}
