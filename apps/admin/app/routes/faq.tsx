import type { AdminFaqEntry } from '@talad/contract';
import { Form, useNavigation } from 'react-router';
import { ContentTabs } from '../features/content/content-tabs.tsx';
import { BilingualText, RefusalNotice } from '../features/content/content-fields.tsx';
import { faqAction, loadFaq } from '../features/content/content.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import { RemovalButton } from '../ui/removal-button.tsx';
import type { Route } from './+types/faq';

/** The FAQ (issue #27 item 6, decision 0055): its questions in the shop's order, each edited in Thai and English, moved, removed. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return { entries: await loadFaq(api) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'content.faqTitle');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  return faqAction(api, await request.formData());
}

/** The three texts of a question, Thai and English side by side. */
function EntryFields({ entry, prefix }: { entry?: AdminFaqEntry; prefix: string }) {
  const { t } = useT();
  return (
    <>
      <BilingualText idPrefix={prefix} name="group" label={t('content.faqGroup')} value={entry?.group} max={80} />
      <BilingualText idPrefix={prefix} name="question" label={t('content.question')} value={entry?.question} max={300} />
      <BilingualText idPrefix={prefix} name="answer" label={t('content.answer')} value={entry?.answer} max={4000} rows={4} />
    </>
  );
}

function EntryItem({ entry, first, last }: { entry: AdminFaqEntry; first: boolean; last: boolean }) {
  const { t, language } = useT();
  const busy = useNavigation().state !== 'idle';
  const question = entry.question[language];
  const button = (intent: string, label: string, name: string, disabled: boolean) => (
    <button type="submit" name="intent" value={intent} aria-label={name} className="btn btn-outline min-h-11" disabled={busy || disabled}>
      {label}
    </button>
  );
  return (
    <li className="card p-4">
      <p className="text-sm text-muted">{entry.group[language]}</p>
      <p className="font-semibold break-words">{question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={entry.id} />
          {button('up', '↑', t('content.moveUp', { question }), first)}
          {button('down', '↓', t('content.moveDown', { question }), last)}
        </Form>
        <RemovalButton name={question} hint={t('removal.faqHint')} intent="delete" fields={{ id: String(entry.id) }} />
      </div>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 text-accent underline">{t('content.edit', { question })}</summary>
        <Form method="post" className="mt-2 flex flex-col gap-3" key={JSON.stringify(entry)}>
          <input type="hidden" name="id" value={entry.id} />
          <EntryFields entry={entry} prefix={`faq-${entry.id}-`} />
          <button type="submit" name="intent" value="save" className="btn btn-primary min-h-11 self-start" disabled={busy}>
            {t('content.save')}
          </button>
        </Form>
      </details>
    </li>
  );
}

export default function Faq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { entries } = loaderData;
  return (
    <>
      <ContentTabs current="/content/faq" />
      <div className="mt-4 flex flex-col gap-2">
        {actionData?.ok && <Notice tone="ok">{t(`content.done.${actionData.done}`)}</Notice>}
        <RefusalNotice />
      </div>
      <section className="mt-4" aria-label={t('content.faqTitle')}>
        {entries.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t('content.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {entries.map((entry, index) => (
              <EntryItem key={entry.id} entry={entry} first={index === 0} last={index === entries.length - 1} />
            ))}
          </ol>
        )}
      </section>
      <Panel title={t('content.addQuestion')} className="mt-4">
        <Form method="post" className="flex flex-col gap-3" key={entries.length}>
          <EntryFields prefix="faq-new-" />
          <button type="submit" name="intent" value="add" className="btn btn-primary min-h-11 self-start" disabled={busy}>
            {t('content.addQuestion')}
          </button>
        </Form>
      </Panel>
    </>
  );
}
