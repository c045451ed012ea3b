import { setStaffPassword } from '@talad/sdk/admin';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { adminApiWith } from '../lib/api.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { NewPasswordFields } from '../features/staff/new-password-fields.tsx';
import { Notice, SignedOutFrame } from '../ui/form-parts.tsx';
import { PreferencesSwitch } from '../ui/preferences-switch.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/set-password';

/**
 * An invitation's or a set-password link's page (issue #26): the link's token (72 hours, once) and a new password,
 * typed twice. The API checks the link and the password's strength; a used or expired link says to ask for a new one.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('again') ?? '')) return { mismatch: true as const };
  const answer = await setStaffPassword(adminApiWith(request, context, null), { token: String(form.get('token') ?? ''), password });
  return answer.is_success && answer.data ? { email: answer.data.email } : { error: answer.message };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'setPassword.title');

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const preferences = useRouteLoaderData<typeof rootLoader>('root');
  const busy = useNavigation().state !== 'idle';
  const switches = <PreferencesSwitch theme={preferences?.theme ?? 'device'} />;
  if (actionData && 'email' in actionData)
    return (
      <SignedOutFrame title={t('setPassword.doneTitle')} switches={switches}>
        <Notice tone="ok">{t('setPassword.done', { email: actionData.email ?? '' })}</Notice>
        <Link to="/sign-in" className="btn btn-primary mt-4">
          {t('signIn.submit')}
        </Link>
      </SignedOutFrame>
    );
  if (!loaderData.token)
    return (
      <SignedOutFrame title={t('setPassword.title')} switches={switches}>
        <Notice tone="error">{t('setPassword.noLink')}</Notice>
      </SignedOutFrame>
    );
  return (
    <SignedOutFrame title={t('setPassword.title')} switches={switches}>
      <Form method="post" className="flex flex-col gap-4">
        {actionData && 'error' in actionData && <Notice tone="error">{actionData.error}</Notice>}
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields ids={{ password: 'password', again: 'again' }} mismatch={actionData !== undefined && 'mismatch' in actionData} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('setPassword.submit')}
        </button>
      </Form>
    </SignedOutFrame>
  );
}
