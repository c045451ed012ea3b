import type {
  backupCodes,
  newStaffApiToken,
  secondFactorProof,
  staffApiTokenList,
  staffInviteBody,
  staffLink,
  staffList,
  staffPreferences,
  staffPasswordChange,
  staffPasswordChanged,
  staffSecondFactorResetBody,
  staffSessionList,
  staffSetPassword,
  staffSetPasswordDone,
  staffUpdateBody,
  totpEnrolment,
  StaffLoginBody,
  StaffMe,
  StaffMember,
  StaffSessionRecord,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { z } from 'zod';
import type { AdminClient } from './client.ts';

/**
 * The staff's own account and the shop's staff (issue #26, decision 0039): each call's path once, its types the
 * contract's (packages/contract/src/admin/auth.ts, staff.ts). What answers nothing of use is `Envelope<unknown>`.
 */
type Sent<T extends z.ZodType> = z.input<T>;
type Answered<T extends z.ZodType> = z.output<T>;

export type TotpEnrolment = Answered<typeof totpEnrolment>;
export type BackupCodes = Answered<typeof backupCodes>;
export type StaffSessionList = Answered<typeof staffSessionList>;
export type StaffApiTokenList = Answered<typeof staffApiTokenList>;
export type NewStaffApiToken = Answered<typeof newStaffApiToken>;
export type StaffList = Answered<typeof staffList>;
export type StaffLink = Answered<typeof staffLink>;
export type StaffInvite = Sent<typeof staffInviteBody>;
export type StaffUpdate = Sent<typeof staffUpdateBody>;

const id = (value: string) => encodeURIComponent(value);

export const staffLogin = (api: AdminClient, body: StaffLoginBody) => api.request<StaffSessionRecord>('POST', 'admin/auth/login', { body });
export const proveSecondFactor = (api: AdminClient, body: Sent<typeof secondFactorProof>) =>
  api.request('POST', 'admin/auth/second-factor', { body });
export const staffLogout = (api: AdminClient) => api.request('POST', 'admin/auth/logout');
export const setStaffPassword = (
  api: AdminClient,
  body: Sent<typeof staffSetPassword>,
): Promise<Envelope<Answered<typeof staffSetPasswordDone>>> => api.request('POST', 'admin/auth/set-password', { body });

export const getStaffMe = (api: AdminClient) => api.request<StaffMe>('GET', 'admin/me');
export const updateStaffMe = (api: AdminClient, body: Sent<typeof staffPreferences>) => api.request<StaffMe>('PATCH', 'admin/me', { body });

export const changeOwnPassword = (api: AdminClient, body: Sent<typeof staffPasswordChange>) =>
  api.request<Answered<typeof staffPasswordChanged>>('POST', 'admin/me/password', { body });

export const startTotpEnrolment = (api: AdminClient) => api.request<TotpEnrolment>('POST', 'admin/me/totp');
export const confirmTotp = (api: AdminClient, otp: string) => api.request<BackupCodes>('POST', 'admin/me/totp/confirm', { body: { otp } });
export const renewBackupCodes = (api: AdminClient) => api.request<BackupCodes>('POST', 'admin/me/backup-codes');

export const getOwnSessions = (api: AdminClient) => api.request<StaffSessionList>('GET', 'admin/me/sessions');
export const endOwnSession = (api: AdminClient, sessionId: string) => api.request('DELETE', `admin/me/sessions/${id(sessionId)}`);

export const getOwnApiTokens = (api: AdminClient) => api.request<StaffApiTokenList>('GET', 'admin/me/api-tokens');
export const makeApiToken = (api: AdminClient, name: string) =>
  api.request<NewStaffApiToken>('POST', 'admin/me/api-tokens', { body: { name } });
export const revokeApiToken = (api: AdminClient, tokenId: string) => api.request('DELETE', `admin/me/api-tokens/${id(tokenId)}`);

export const getStaffList = (api: AdminClient) => api.request<StaffList>('GET', 'admin/staff');
export const inviteStaff = (api: AdminClient, body: StaffInvite) => api.request<StaffLink>('POST', 'admin/staff/invites', { body });
export const newStaffLink = (api: AdminClient, staffId: string) => api.request<StaffLink>('POST', `admin/staff/${id(staffId)}/link`);
export const updateStaff = (api: AdminClient, staffId: string, body: StaffUpdate) =>
  api.request<StaffMember>('PATCH', `admin/staff/${id(staffId)}`, { body });
export const resetStaffSecondFactor = (
  api: AdminClient,
  staffId: string,
  body: NonNullable<Sent<typeof staffSecondFactorResetBody>> = {},
) => api.request<StaffMember>('POST', `admin/staff/${id(staffId)}/second-factor/reset`, { body });
