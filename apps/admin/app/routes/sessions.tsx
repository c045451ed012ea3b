import { PASSWORD_MAX_LENGTH } from '@talad/domain';
import { changeOwnPassword, endOwnSession, getOwnApiTokens, getOwnSessions, makeApiToken, revokeApiToken } from '@talad/sdk/admin';
import { Form, redirect, useNavigation } from 'react-router';
import { resultOf } from '../lib/answers.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { serverFacts } from '../lib/request-context.ts';
import { endedSessionCookie } from '../lib/session.server.ts';
import { signedIn } from '../lib/signed-in.server.ts';
import { NewPasswordFields } from '../features/staff/new-password-fields.tsx';
import { Field, Notice } from '../ui/form-parts.tsx';
import { SecondFactorNeeded } from '../ui/second-factor-needed.tsx';
import { ShownOnce } from '../ui/shown-once.tsx';
import { WhenSeen } from '../ui/when-seen.tsx';
import type { Route } from './+types/sessions';

/**
 * My sessions (issue #26): where I am signed in, each ended at once on request (this one signs me out), and my
 * personal API tokens for the command line — made from a verified session, shown once, revoked at once — and my
 * password, changed with the current one (every other session then ends).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = signedIn(context);
  const [sessions, tokens] = await Promise.all([getOwnSessions(api), getOwnApiTokens(api)]);
  if (!sessions.is_success || !sessions.data) throw new Response(sessions.message, { status: 503 });
  return {
    sessions: sessions.data.items,
    tokens: tokens.is_success && tokens.data ? tokens.data.items : null,
    enrolled: me.totp_enabled,
    verified: me.second_factor,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = signedIn(context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  switch (form.get('intent')) {
    case 'end': {
      const answer = await endOwnSession(api, id);
      // Ending the session this page came from signs the member out here too.
      if (answer.is_success && form.get('current') === 'true')
        return redirect('/sign-in', { headers: { 'Set-Cookie': endedSessionCookie(context.get(serverFacts).secure) } });
      return resultOf(answer, 'sessions.ended');
    }
    case 'token': {
      const answer = await makeApiToken(api, String(form.get('name') ?? ''));
      return answer.is_success && answer.data ? { token: answer.data.token, tokenName: answer.data.name } : resultOf(answer, '');
    }
    case 'password': {
      const password = String(form.get('password') ?? '');
      if (password !== String(form.get('again') ?? '')) return { mismatch: true as const };
      const answer = await changeOwnPassword(api, { current_password: String(form.get('current_password') ?? ''), password });
      return resultOf(answer, 'sessions.passwordChanged', { sessions: String(answer.data?.sessions_ended ?? 0) });
    }
    case 'revoke':
      return resultOf(await revokeApiToken(api, id), 'sessions.tokenRevoked', { name: String(form.get('name') ?? '') });
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.title');

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('sessions.title')}</h1>
      {actionData && 'error' in actionData && <Notice tone="error">{actionData.error}</Notice>}
      {actionData && 'done' in actionData && <Notice tone="ok">{t(actionData.done, actionData.values)}</Notice>}
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-lg font-bold">
          {t('sessions.open', { count: loaderData.sessions.length })}
        </h2>
        <ul className="mt-3 flex flex-col gap-3">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">
                  {session.user_agent ?? t('sessions.unknownDevice')}{' '}
                  {session.current && <span className="rounded bg-accent-soft px-2 text-sm">{t('sessions.current')}</span>}
                </p>
                <p className="text-sm text-muted">
                  {t('sessions.since')} <WhenSeen at={session.created_at} /> · {t('sessions.lastSeen')}{' '}
                  <WhenSeen at={session.last_seen_at} /> · {t(session.second_factor ? 'sessions.verified' : 'sessions.notVerified')}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                <input type="hidden" name="current" value={String(session.current)} />
                <button type="submit" name="intent" value="end" className="btn btn-danger" disabled={busy}>
                  {t(session.current ? 'sessions.endThis' : 'sessions.end')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-title" className="flex flex-col gap-3">
        <h2 id="tokens-title" className="text-lg font-bold">
          {t('sessions.tokens')}
        </h2>
        <p className="text-muted">{t('sessions.tokensText')}</p>
        {actionData && 'token' in actionData && actionData.token !== undefined && (
          <ShownOnce
            label={t('sessions.tokenMade', { name: actionData.tokenName ?? '' })}
            value={actionData.token}
            note={t('sessions.tokenNote')}
          />
        )}
        {actionData && 'secondFactor' in actionData && actionData.secondFactor && (
          <SecondFactorNeeded enrolled={loaderData.enrolled} back="/sessions" />
        )}
        {loaderData.tokens && loaderData.tokens.length > 0 && (
          <ul className="flex flex-col gap-2">
            {loaderData.tokens.map((token) => (
              <li key={token.id} className="card flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p>
                  <span className="font-semibold">{token.name}</span>{' '}
                  <span className="text-sm text-muted">
                    {t('sessions.since')} <WhenSeen at={token.created_at} />
                    {token.last_used_at && (
                      <>
                        {' '}
                        · {t('sessions.lastUsed')} <WhenSeen at={token.last_used_at} />
                      </>
                    )}
                  </span>
                </p>
                <Form method="post">
                  <input type="hidden" name="id" value={token.id} />
                  <input type="hidden" name="name" value={token.name} />
                  <button type="submit" name="intent" value="revoke" className="btn btn-danger" disabled={busy}>
                    {t('sessions.revoke')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
          <div className="grow">
            <Field id="token-name" name="name" label={t('sessions.tokenName')} hint={t('sessions.tokenNameHint')} required maxLength={60} />
          </div>
          <button type="submit" name="intent" value="token" className="btn btn-primary" disabled={busy || !loaderData.verified}>
            {t('sessions.makeToken')}
          </button>
        </Form>
        {!loaderData.verified && <p className="text-sm text-muted">{t('sessions.tokenNeedsVerified')}</p>}
      </section>
      <PasswordChange mismatch={actionData !== undefined && 'mismatch' in actionData} busy={busy} />
    </div>
  );
}

/** My password: the current one, then the new one twice (the API checks the current one and the new one's strength). */
function PasswordChange({ mismatch, busy }: { mismatch: boolean; busy: boolean }) {
  const { t } = useT();
  return (
    <section aria-labelledby="password-title" className="flex flex-col gap-3">
      <h2 id="password-title" className="text-lg font-bold">
        {t('sessions.password')}
      </h2>
      <p className="text-muted">{t('sessions.passwordText')}</p>
      <Form method="post" className="card grid gap-3 p-4 md:grid-cols-3 md:items-end">
        <Field
          id="current-password"
          name="current_password"
          type="password"
          label={t('sessions.currentPassword')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <NewPasswordFields ids={{ password: 'new-password', again: 'new-password-again' }} mismatch={mismatch} />
        <button
          type="submit"
          name="intent"
          value="password"
          className="btn btn-primary md:col-span-3 md:justify-self-start"
          disabled={busy}
        >
          {t('sessions.changePassword')}
        </button>
      </Form>
    </section>
  );
}
