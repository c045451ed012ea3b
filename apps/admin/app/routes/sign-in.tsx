import { getStaffMe, proveSecondFactor, staffLogin, staffLogout } from '@talad/sdk/admin';
import { data, Form, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { settlePreferences } from '../lib/account-preferences.server.ts';
import { adminApiOf, adminApiWith } from '../lib/api.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { nextPage } from '../lib/next-page.ts';
import { serverFacts } from '../lib/request-context.ts';
import { endedSessionCookie, sessionCookie } from '../lib/session.server.ts';
import { isSignedOut } from '../lib/signed-in.server.ts';
import { Field, Notice, SignedOutFrame } from '../ui/form-parts.tsx';
import { PreferencesSwitch } from '../ui/preferences-switch.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/sign-in';

/**
 * Sign-in (issue #26): e-mail and password open a session; a member with an authenticator then proves the second
 * factor with its 6 digits or one of their backup codes (POST admin/auth/second-factor), so that the permissions
 * that move money or stock open to them. A member without one goes in, and is asked to enrol (routes/two-factor.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApiOf(request, context);
  if (!api.signedIn) return { step: 'password' as const };
  const me = await getStaffMe(api);
  if (isSignedOut(me) || !me.data)
    return data({ step: 'password' as const }, { headers: { 'Set-Cookie': endedSessionCookie(context.get(serverFacts).secure) } });
  if (me.data.totp_enabled && !me.data.second_factor) return { step: 'code' as const, email: me.data.email };
  throw redirect(nextPage(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { secure } = context.get(serverFacts);
  const signInAgain = `/sign-in${new URL(request.url).search}`;
  switch (form.get('intent')) {
    case 'password': {
      const email = String(form.get('email') ?? '');
      const password = String(form.get('password') ?? '');
      const answer = await staffLogin(adminApiWith(request, context, null), { email, password });
      if (!answer.is_success || !answer.data) return { error: answer.message, email };
      const session = answer.data;
      const headers = new Headers({ 'Set-Cookie': sessionCookie(session.token, secure, Date.parse(session.expires_at)) });
      for (const cookie of await settlePreferences(adminApiWith(request, context, session.token), session.me, request, secure))
        headers.append('Set-Cookie', cookie);
      return redirect(session.me.totp_enabled ? signInAgain : nextPage(request), { headers });
    }
    case 'code': {
      const code = String(form.get('code') ?? '').trim();
      const proof = /^\d{6}$/.test(code) ? { otp: code } : { backup_code: code };
      const answer = await proveSecondFactor(adminApiOf(request, context), proof);
      if (isSignedOut(answer)) return redirect(signInAgain, { headers: { 'Set-Cookie': endedSessionCookie(secure) } });
      if (!answer.is_success) return { error: answer.message };
      return redirect(nextPage(request));
    }
    default: {
      // Another account: the half-open session ends here and at the API.
      await staffLogout(adminApiOf(request, context));
      return redirect(signInAgain, { headers: { 'Set-Cookie': endedSessionCookie(secure) } });
    }
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'signIn.title');

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const preferences = useRouteLoaderData<typeof rootLoader>('root');
  const busy = useNavigation().state !== 'idle';
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const switches = <PreferencesSwitch theme={preferences?.theme ?? 'device'} />;
  if (loaderData.step === 'code')
    return (
      <SignedOutFrame title={t('signIn.codeTitle')} switches={switches}>
        <p className="text-muted">{t('signIn.codeText', { email: loaderData.email })}</p>
        <Form method="post" className="mt-4 flex flex-col gap-4">
          {error && <Notice tone="error">{error}</Notice>}
          <Field
            id="code"
            name="code"
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            autoComplete="one-time-code"
            required
            maxLength={32}
            autoFocus
          />
          <button type="submit" name="intent" value="code" className="btn btn-primary" disabled={busy}>
            {t('signIn.verify')}
          </button>
          <button type="submit" name="intent" value="restart" formNoValidate className="btn btn-outline">
            {t('signIn.otherAccount')}
          </button>
        </Form>
      </SignedOutFrame>
    );
  return (
    <SignedOutFrame title={t('signIn.title')} switches={switches}>
      <Form method="post" className="flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        <Field
          id="email"
          name="email"
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={actionData && 'email' in actionData ? actionData.email : undefined}
        />
        <Field
          id="password"
          name="password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          maxLength={200}
        />
        <button type="submit" name="intent" value="password" className="btn btn-primary" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </Form>
    </SignedOutFrame>
  );
}
