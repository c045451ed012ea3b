import type { StaffMember } from '@talad/contract';
import { STAFF_ROLES, type StaffRole } from '@talad/domain';
import { getStaffList, inviteStaff, newStaffLink, resetStaffSecondFactor, updateStaff } from '@talad/sdk/admin';
import { Form, useNavigation } from 'react-router';
import { needsSecondFactor, resultOf } from '../lib/answers.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Field, Notice } from '../ui/form-parts.tsx';
import { SecondFactorNeeded } from '../ui/second-factor-needed.tsx';
import { ShownOnce } from '../ui/shown-once.tsx';
import { WhenSeen } from '../ui/when-seen.tsx';
import type { Route } from './+types/staff';

/**
 * Staff and roles (issue #26; staff.manage, which needs the second factor): the shop's staff, inviting one (their
 * set-password link is shown once), changing a role, disabling and enabling, a new link for a forgotten password,
 * resetting the two-step verification of a member who lost their authenticator (they enrol again).
 * The API keeps the shop's last active owner and writes each change to the audit log.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'staff.manage');
  const answer = await getStaffList(api);
  if (needsSecondFactor(answer)) return { secondFactor: true as const, enrolled: me.totp_enabled };
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return { staff: answer.data.items, myId: me.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'staff.manage');
  const form = await request.formData();
  const staffId = String(form.get('staff_id') ?? '');
  switch (form.get('intent')) {
    case 'invite': {
      const role = String(form.get('role')) as StaffRole;
      const answer = await inviteStaff(api, { email: String(form.get('email') ?? ''), name: String(form.get('name') ?? ''), role });
      return answer.is_success && answer.data
        ? { link: answer.data.link_url, linkFor: answer.data.staff.email, expiresAt: answer.data.expires_at }
        : resultOf(answer, '');
    }
    case 'link': {
      const answer = await newStaffLink(api, staffId);
      return answer.is_success && answer.data
        ? { link: answer.data.link_url, linkFor: answer.data.staff.email, expiresAt: answer.data.expires_at }
        : resultOf(answer, '');
    }
    case 'role': {
      const role = String(form.get('role')) as StaffRole;
      return resultOf(await updateStaff(api, staffId, { role }), 'staff.roleChanged', { name: String(form.get('name') ?? '') });
    }
    case 'disable':
    case 'enable': {
      const status = form.get('intent') === 'disable' ? 'disabled' : 'active';
      return resultOf(await updateStaff(api, staffId, { status }), `staff.${status}`, { name: String(form.get('name') ?? '') });
    }
    case 'reset-second-factor':
      return resultOf(await resetStaffSecondFactor(api, staffId), 'staff.secondFactorReset', { name: String(form.get('name') ?? '') });
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'staff.title');

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  if ('secondFactor' in loaderData)
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">{t('staff.title')}</h1>
        <SecondFactorNeeded enrolled={loaderData.enrolled === true} back="/staff" />
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('staff.title')}</h1>
      {actionData && 'error' in actionData && <Notice tone="error">{actionData.error}</Notice>}
      {actionData && 'done' in actionData && actionData.done && <Notice tone="ok">{t(actionData.done, actionData.values)}</Notice>}
      {actionData && 'link' in actionData && (
        <ShownOnce label={t('staff.linkFor', { email: actionData.linkFor })} value={actionData.link} note={t('staff.linkNote')} />
      )}
      <section className="card p-4" aria-labelledby="invite-title">
        <h2 id="invite-title" className="text-lg font-bold">
          {t('staff.invite')}
        </h2>
        <Form method="post" className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_12rem_auto] md:items-end">
          <Field id="invite-email" name="email" type="email" label={t('staff.email')} required maxLength={254} autoComplete="off" />
          <Field id="invite-name" name="name" label={t('staff.name')} required maxLength={100} autoComplete="off" />
          <RoleSelect id="invite-role" label={t('staff.role')} defaultValue="packer" />
          <button type="submit" name="intent" value="invite" className="btn btn-primary" disabled={busy}>
            {t('staff.sendInvite')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="list-title">
        <h2 id="list-title" className="text-lg font-bold">
          {t('staff.list', { count: loaderData.staff.length })}
        </h2>
        <ul className="mt-3 flex flex-col gap-3">
          {loaderData.staff.map((member) => (
            <StaffCard key={member.id} member={member} isMe={member.id === loaderData.myId} busy={busy} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function StaffCard({ member, isMe, busy }: { member: StaffMember; isMe: boolean; busy: boolean }) {
  const { t } = useT();
  const headingId = `staff-${member.id}`;
  return (
    <li className="card flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between" aria-labelledby={headingId}>
      <div className="min-w-0">
        <h3 id={headingId} className="font-bold">
          {member.name} {isMe && <span className="text-sm font-normal text-muted">({t('staff.you')})</span>}
        </h3>
        <p className="text-sm text-muted">{member.email}</p>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          <span className="rounded bg-accent-soft px-2">{t(`roles.${member.role}`)}</span>
          <span className={`rounded px-2 ${member.status === 'active' ? 'bg-ok-soft text-ok' : 'bg-warn-soft text-warn'}`}>
            {t(`staff.status.${member.status}`)}
          </span>
          <span className="rounded px-2">{t(member.totp_enabled ? 'staff.twoFactorOn' : 'staff.twoFactorOff')}</span>
        </p>
        <p className="mt-1 text-sm text-muted">
          {member.last_seen_at ? (
            <>
              {t('staff.lastSeen')} <WhenSeen at={member.last_seen_at} />
            </>
          ) : (
            t('staff.neverSeen')
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="staff_id" value={member.id} />
          <input type="hidden" name="name" value={member.name} />
          <RoleSelect id={`role-${member.id}`} label={t('staff.roleOf', { name: member.name })} defaultValue={member.role} compact />
          <button type="submit" name="intent" value="role" className="btn btn-outline" disabled={busy}>
            {t('staff.changeRole')}
          </button>
        </Form>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="staff_id" value={member.id} />
          <input type="hidden" name="name" value={member.name} />
          {member.status === 'disabled' ? (
            <button type="submit" name="intent" value="enable" className="btn btn-outline" disabled={busy}>
              {t('staff.enable')}
            </button>
          ) : (
            !isMe && (
              <button type="submit" name="intent" value="disable" className="btn btn-danger" disabled={busy}>
                {t('staff.disable')}
              </button>
            )
          )}
          <button type="submit" name="intent" value="link" className="btn btn-outline" disabled={busy}>
            {t(member.status === 'invited' ? 'staff.newInvite' : 'staff.newLink')}
          </button>
          {member.totp_enabled && !isMe && (
            <button type="submit" name="intent" value="reset-second-factor" className="btn btn-danger" disabled={busy}>
              {t('staff.resetSecondFactor')}
              <span className="sr-only"> {member.name}</span>
            </button>
          )}
        </Form>
      </div>
    </li>
  );
}

function RoleSelect({ id, label, defaultValue, compact }: { id: string; label: string; defaultValue: StaffRole; compact?: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={compact ? 'sr-only' : 'font-semibold'}>
        {label}
      </label>
      <select id={id} name="role" defaultValue={defaultValue} className="field">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
