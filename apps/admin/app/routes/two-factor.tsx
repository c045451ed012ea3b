import { confirmTotp, renewBackupCodes, startTotpEnrolment } from '@talad/sdk/admin';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { signedIn } from '../lib/signed-in.server.ts';
import { BackupCodeList } from '../ui/backup-code-list.tsx';
import { Field, Notice } from '../ui/form-parts.tsx';
import { groupedSecret, TotpQr } from '../ui/totp-qr.tsx';
import type { Route } from './+types/two-factor';

/**
 * Two-step verification (issue #26): enrol an authenticator app — its QR code and the secret as text, confirmed with
 * its first code, which also verifies this session — and get the ten backup codes, shown once. An enrolled member can
 * trade their backup codes for ten new ones from a verified session.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { me } = signedIn(context);
  return { enrolled: me.totp_enabled, verified: me.second_factor, email: me.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = signedIn(context);
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'start': {
      const answer = await startTotpEnrolment(api);
      return answer.is_success && answer.data ? { enrolment: answer.data } : { error: answer.message };
    }
    case 'confirm': {
      // The secret shown is sent back with the code, so a wrong code shows the same QR code again (the API keeps it too).
      const enrolment = { secret: String(form.get('secret') ?? ''), otpauth_uri: String(form.get('otpauth_uri') ?? '') };
      const answer = await confirmTotp(api, String(form.get('code') ?? '').trim());
      return answer.is_success && answer.data ? { backupCodes: answer.data.backup_codes } : { error: answer.message, enrolment };
    }
    case 'renew': {
      const answer = await renewBackupCodes(api);
      return answer.is_success && answer.data ? { backupCodes: answer.data.backup_codes } : { error: answer.message };
    }
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'twoFactor.title');

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const enrolment = actionData && 'enrolment' in actionData ? actionData.enrolment : undefined;
  const backupCodes = actionData && 'backupCodes' in actionData ? actionData.backupCodes : undefined;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('twoFactor.title')}</h1>
      {error && <Notice tone="error">{error}</Notice>}
      {backupCodes ? (
        <>
          <Notice tone="ok">{t('twoFactor.on')}</Notice>
          <BackupCodeList codes={backupCodes} />
          <Link to="/" className="btn btn-primary self-start">
            {t('twoFactor.saved')}
          </Link>
        </>
      ) : enrolment ? (
        <section className="card flex flex-col gap-4 p-4" aria-labelledby="enrol-title">
          <h2 id="enrol-title" className="text-lg font-bold">
            {t('twoFactor.scanTitle')}
          </h2>
          <p>{t('twoFactor.scanText')}</p>
          <TotpQr uri={enrolment.otpauth_uri} label={t('twoFactor.qrLabel', { email: loaderData.email })} />
          <p>
            {t('twoFactor.secretText')}{' '}
            <code className="rounded bg-canvas px-1 font-mono text-base tracking-wider" data-testid="totp-secret">
              {groupedSecret(enrolment.secret)}
            </code>
          </p>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="secret" value={enrolment.secret} />
            <input type="hidden" name="otpauth_uri" value={enrolment.otpauth_uri} />
            <Field
              id="code"
              name="code"
              label={t('twoFactor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
            />
            <button type="submit" name="intent" value="confirm" className="btn btn-primary self-start" disabled={busy}>
              {t('twoFactor.confirm')}
            </button>
          </Form>
        </section>
      ) : loaderData.enrolled ? (
        <section className="card flex flex-col gap-3 p-4">
          <p>{t('twoFactor.on')}</p>
          <p className="text-muted">{t(loaderData.verified ? 'twoFactor.renewText' : 'twoFactor.renewNeedsVerified')}</p>
          <Form method="post">
            <button type="submit" name="intent" value="renew" className="btn btn-outline" disabled={busy || !loaderData.verified}>
              {t('twoFactor.renew')}
            </button>
          </Form>
        </section>
      ) : (
        <section className="card flex flex-col gap-3 p-4">
          <p>{t('twoFactor.intro')}</p>
          <Form method="post">
            <button type="submit" name="intent" value="start" className="btn btn-primary" disabled={busy}>
              {t('twoFactor.start')}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
