import { Form, Link, useNavigation } from 'react-router';
import { BilingualText, RefusalNotice } from '../features/content/content-fields.tsx';
import { liveShowAction, loadLiveShow } from '../features/content/content.server.ts';
import { PublishingPanel } from '../features/content/publishing-panel.tsx';
import { bangkokLocal } from '../features/promotions/rule-fields.ts';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Field, Notice } from '../ui/form-parts.tsx';
import { useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import type { Route } from './+types/live-show';

/**
 * One live show of the live TV page (or a new one), issue #27 item 6, decision 0060: when it is on air (Bangkok time),
 * its title and description in Thai and English, its host, stream address and the products it features; publish now,
 * schedule its listing, back to draft.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  const found = await loadLiveShow(api, params.id);
  return { show: found?.item ?? null, saved: new URL(request.url).searchParams.get('saved') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data?.show ? pageTitle(matches, 'content.liveTitleOf', { title: data.show.title.th }) : pageTitle(matches, 'content.newLive');

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  return liveShowAction(api, params.id, await request.formData());
}

export default function LiveShowScreen({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const format = useFormat();
  const busy = useNavigation().state !== 'idle';
  const { show, saved } = loaderData;
  const { unsaved, onChange } = useUnsavedChanges(show?.updated_at ?? 'new');
  const heading = show ? show.title[language] : t('content.newLive');
  return (
    <>
      <p>
        <Link to="/content/lives" className="text-accent underline">
          {t('content.backLives')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{heading}</h1>
      {show && (
        <p className="text-sm text-muted">{t('content.onAir', { from: format.moment(show.starts_at), to: format.moment(show.ends_at) })}</p>
      )}
      {saved && (
        <div className="mt-2">
          <Notice tone="ok">{t(`content.done.${saved}`)}</Notice>
        </div>
      )}
      <RefusalNotice />
      {show && <PublishingPanel item={show} shopPath={show.path} unsaved={unsaved} />}
      <Form method="post" className="mt-4 flex flex-col gap-4" key={show?.updated_at ?? 'new'} onChange={onChange} aria-label={heading}>
        <input type="hidden" name="intent" value="save" />
        <Field
          id="slug"
          name="slug"
          label={t('content.slug')}
          hint={t('content.liveSlugHint')}
          defaultValue={show?.slug ?? ''}
          required
          maxLength={80}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="starts-at"
            name="starts_at"
            type="datetime-local"
            required
            label={t('content.startsAt')}
            defaultValue={bangkokLocal(show?.starts_at ?? null)}
          />
          <Field
            id="ends-at"
            name="ends_at"
            type="datetime-local"
            required
            label={t('content.endsAt')}
            defaultValue={bangkokLocal(show?.ends_at ?? null)}
          />
        </div>
        <BilingualText name="title" label={t('content.liveTitleLabel')} value={show?.title} max={160} />
        <BilingualText name="description" label={t('content.description')} value={show?.description} max={2000} rows={3} />
        <Field id="host" name="host" label={t('content.host')} defaultValue={show?.host ?? ''} required maxLength={80} />
        <Field
          id="video-url"
          name="video_url"
          type="url"
          label={t('content.videoUrl')}
          hint={t('content.videoUrlHint')}
          defaultValue={show?.video_url ?? ''}
          required
          maxLength={500}
        />
        <Field
          id="product-codes"
          name="product_codes"
          label={t('content.products')}
          hint={t('content.productsHint')}
          defaultValue={show?.product_codes.join(' ') ?? ''}
        />
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t(show ? 'content.save' : 'content.saveDraft')}
        </button>
      </Form>
    </>
  );
}
