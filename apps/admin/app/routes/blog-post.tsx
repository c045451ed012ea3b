import { mediaVariant } from '@talad/domain';
import { Form, Link, useNavigation } from 'react-router';
import { BilingualText, RefusalNotice } from '../features/content/content-fields.tsx';
import { blogPostAction, loadBlogPost } from '../features/content/content.server.ts';
import { PublishingPanel } from '../features/content/publishing-panel.tsx';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Field, Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import { useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import type { Route } from './+types/blog-post';

/**
 * One blog post (or a new one), issue #27 item 6, decision 0055: its texts in Thai and English side by side, a preview
 * of its shop page that opens even as a draft (a fresh link on each load), publish now, schedule, back to draft.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  const found = await loadBlogPost(api, params.id);
  return { post: found?.post ?? null, preview: found?.preview ?? null, saved: new URL(request.url).searchParams.get('saved') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data?.post ? pageTitle(matches, 'content.postTitleOf', { title: data.post.title.th }) : pageTitle(matches, 'content.newPost');

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  const { t } = translatorOf(preferencesOf(request).language);
  return blogPostAction(api, params.id, await request.formData(), t('content.notPhoto'));
}

/** The cover as the shop shows it, and a new one uploaded through the shop's photo re-encoding. */
function CoverPanel({ cover }: { cover: string }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Panel title={t('content.cover')} className="mt-4">
      <img
        src={mediaVariant(cover, 'webp', 320)}
        alt={t('content.coverAlt')}
        width={320}
        height={180}
        className="aspect-video w-full max-w-xs rounded-md border border-line object-cover"
      />
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="intent" value="cover" />
        <label htmlFor="cover-file" className="font-semibold">
          {t('content.chooseCover')}
        </label>
        <p id="cover-hint" className="text-sm text-muted">
          {t('content.coverHint')}
        </p>
        <input id="cover-file" name="file" type="file" required accept="image/jpeg,image/png,image/webp" aria-describedby="cover-hint" />
        <button type="submit" className="btn btn-outline min-h-11 self-start" disabled={busy}>
          {t('content.uploadCover')}
        </button>
      </Form>
    </Panel>
  );
}

export default function BlogPostScreen({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const format = useFormat();
  const busy = useNavigation().state !== 'idle';
  const { post, preview, saved } = loaderData;
  const { unsaved, onChange } = useUnsavedChanges(post?.updated_at ?? 'new');
  return (
    <>
      <p>
        <Link to="/content" className="text-accent underline">
          {t('content.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{post ? post.title[language] : t('content.newPost')}</h1>
      {post && <p className="text-sm text-muted">{t('content.updated', { at: format.moment(post.updated_at) })}</p>}
      {saved && (
        <div className="mt-2">
          <Notice tone="ok">{t(`content.done.${saved}`)}</Notice>
        </div>
      )}
      <RefusalNotice />
      {post && preview && (
        <PublishingPanel
          item={post}
          shopPath={post.path}
          preview={{ path: preview.path, hint: t('content.previewHint') }}
          unsaved={unsaved}
        />
      )}
      {post && <CoverPanel cover={post.cover} />}
      <Form
        method="post"
        className="mt-4 flex flex-col gap-4"
        key={post?.updated_at ?? 'new'}
        onChange={onChange}
        aria-label={post ? post.title[language] : t('content.newPost')}
      >
        <input type="hidden" name="intent" value="save" />
        <Field
          id="slug"
          name="slug"
          label={t('content.slug')}
          hint={t('content.slugHint')}
          defaultValue={post?.slug ?? ''}
          required
          maxLength={80}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
        />
        <BilingualText name="title" label={t('content.postTitle')} value={post?.title} max={160} />
        <BilingualText name="excerpt" label={t('content.excerpt')} value={post?.excerpt} max={400} rows={2} />
        <BilingualText name="author" label={t('content.author')} value={post?.author} max={80} />
        <BilingualText name="body" label={t('content.body')} value={post?.body} max={50_000} rows={12} hint={t('content.bodyHint')} />
        <Field id="tags" name="tags" label={t('content.tags')} hint={t('content.tagsHint')} defaultValue={post?.tags.join(' ') ?? ''} />
        <Field
          id="product-codes"
          name="product_codes"
          label={t('content.products')}
          hint={t('content.productsHint')}
          defaultValue={post?.product_codes.join(' ') ?? ''}
        />
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t(post ? 'content.save' : 'content.saveDraft')}
        </button>
      </Form>
    </>
  );
}
