import { Form, Link, useNavigation } from 'react-router';
import { BilingualText, RefusalNotice } from '../features/content/content-fields.tsx';
import { customPageAction, loadCustomPage } from '../features/content/content.server.ts';
import { PublishingPanel } from '../features/content/publishing-panel.tsx';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Field, Notice } from '../ui/form-parts.tsx';
import { useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/custom-page';

/**
 * One custom page at /p/… (or a new one), issue #27 item 6, decision 0060: its title and text in Thai and English side
 * by side (plain text, shown by the shop as text blocks), its own SEO texts, a preview that opens even as a draft,
 * publish now, schedule, back to draft. Banners and feeds on the page stay in their places.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  const found = await loadCustomPage(api, params.id);
  return { page: found?.item ?? null, preview: found?.preview ?? null, saved: new URL(request.url).searchParams.get('saved') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data?.page ? pageTitle(matches, 'content.pageTitleOf', { title: data.page.title.th }) : pageTitle(matches, 'content.newPage');

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  return customPageAction(api, params.id, await request.formData());
}

export default function CustomPageScreen({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const format = useFormat();
  const busy = useNavigation().state !== 'idle';
  const { page, preview, saved } = loaderData;
  const { unsaved, onChange } = useUnsavedChanges(page?.updated_at ?? 'new');
  const heading = page ? page.title[language] : t('content.newPage');
  return (
    <>
      <p>
        <Link to="/content/pages" className="text-accent underline">
          {t('content.backPages')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{heading}</h1>
      {page && <p className="text-sm text-muted">{t('content.updated', { at: format.moment(page.updated_at) })}</p>}
      {saved && (
        <div className="mt-2">
          <Notice tone="ok">{t(`content.done.${saved}`)}</Notice>
        </div>
      )}
      <RefusalNotice />
      {page && preview && (
        <PublishingPanel
          item={page}
          shopPath={page.path}
          preview={{ path: preview.path, hint: t('content.previewPageHint') }}
          unsaved={unsaved}
        />
      )}
      <Form method="post" className="mt-4 flex flex-col gap-4" key={page?.updated_at ?? 'new'} onChange={onChange} aria-label={heading}>
        <input type="hidden" name="intent" value="save" />
        <Field
          id="slug"
          name="slug"
          label={t('content.slug')}
          hint={t('content.pageSlugHint')}
          defaultValue={page?.slug ?? ''}
          required
          maxLength={80}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
        />
        <BilingualText name="title" label={t('content.pageTitleLabel')} value={page?.title} max={160} />
        <BilingualText name="body" label={t('content.body')} value={page?.body} max={50_000} rows={12} hint={t('content.pageBodyHint')} />
        {page && page.other_blocks > 0 && <p className="text-sm text-muted">{t('content.otherBlocks', { count: page.other_blocks })}</p>}
        <Panel title={t('content.seo')}>
          <div className="flex flex-col gap-4">
            <BilingualText name="seo_title" label={t('content.seoTitle')} value={page?.seo.title} max={160} />
            <BilingualText name="seo_description" label={t('content.seoDescription')} value={page?.seo.description} max={400} rows={2} />
            <SeoKeywords value={page?.seo.keywords} />
          </div>
        </Panel>
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t(page ? 'content.save' : 'content.saveDraft')}
        </button>
      </Form>
    </>
  );
}

/** Keywords may be left empty, unlike the other texts. */
function SeoKeywords({ value }: { value?: { th: string; en: string } }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['th', 'en'] as const).map((language) => (
        <Field
          key={language}
          id={`seo_keywords-${language}`}
          name={`seo_keywords_${language}`}
          lang={language}
          label={`${t('content.seoKeywords')} (${t(`content.language.${language}`)})`}
          defaultValue={value?.[language] ?? ''}
          maxLength={300}
        />
      ))}
    </div>
  );
}
