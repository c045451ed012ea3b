import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRecord } from '../auth/schema.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { identityDeps } from '../identity/caller.ts';
import { otpTicket } from '../identity/schema.ts';
import { membershipProgress } from '../membership/progress.ts';
import { confirmContactChange, requestContactChange } from './contact-change.ts';
import { deleteAccount } from './deletion.ts';
import { changePassword, confirmPassword } from './password-change.ts';
import { PROFILE_IMAGE_MAX_BYTES, saveProfileImage } from './profile-image.ts';
import * as schema from './profile-schema.ts';
import { loadProfile, recordPdpa, updateProfile, yearlySpendOf } from './profile-service.ts';
import { readImageUpload } from './upload.ts';

export interface ProfileRouteOptions {
  publicUrl: string;
  refreshTokenTtlDays: number;
  secret: string;
}

/** The account pages' API: all of it for the signed-in member only. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } });
  const deps = identityDeps(app, options);
  const member = { preHandler: requireUser };
  const tags = ['account'];
  const security = [{ bearer: [] }];
  const profile = { 200: envelopeOf(schema.userProfile) };
  const ticket = { 200: envelopeOf(otpTicket) };
  const viewOf = (request: { locale: 'th' | 'en' }) => ({ locale: request.locale, mediaBaseUrl: options.publicUrl });
  const meId = (request: Parameters<typeof guardedCustomer>[0]) => guardedCustomer(request).id;

  app.get('/users/me', { ...member, schema: { tags, security, summary: 'The signed-in member profile', response: profile } }, async (request) =>
    ok(await loadProfile(app.db, meId(request), viewOf(request))),
  );

  app.put('/users/profile', { ...member, schema: { tags, security, summary: 'Change name, birthday or gender', body: schema.profileBody, response: profile } }, async (request) => {
    await updateProfile(app.db, meId(request), request.body);
    return ok(await loadProfile(app.db, meId(request), viewOf(request)));
  });

  for (const kind of ['phone', 'email'] as const) {
    const requestBody = kind === 'phone' ? schema.phoneChangeRequest : schema.emailChangeRequest;
    const changeBody = kind === 'phone' ? schema.phoneChange : schema.emailChange;
    app.post(`/users/profile/${kind}/otp`, { ...member, schema: { tags, security, summary: `Send a code to the new ${kind}`, body: requestBody, response: ticket } }, async (request) => {
      const value = (request.body as Record<typeof kind, string>)[kind];
      return ok(await requestContactChange(deps, meId(request), kind, value, { ip: request.ip, locale: request.locale }));
    });
    app.put(`/users/profile/${kind}`, { ...member, schema: { tags, security, summary: `Store the new ${kind} with its code`, body: changeBody, response: profile } }, async (request) => {
      const body = request.body as Record<typeof kind, string> & { otp_ref: string; code: string };
      await confirmContactChange(deps, meId(request), kind, body[kind], body);
      return ok(await loadProfile(app.db, meId(request), viewOf(request)));
    });
  }

  app.put('/users/profile/pdpa', { ...member, schema: { tags, security, summary: 'Record the PDPA consents', body: schema.pdpaConsent, response: { 200: envelopeOf(schema.pdpaConsent) } } }, async (request) =>
    ok(await recordPdpa(app.db, meId(request), request.body)),
  );

  app.post('/users/password/check', { ...member, schema: { tags, security, summary: 'Check the current password', body: schema.passwordCheck, response: { 200: envelopeOf(z.null()) } } }, async (request) =>
    ok(await confirmPassword(deps, meId(request), request.body.current_password)),
  );

  app.put(
    '/users/password',
    { ...member, schema: { tags, security, summary: 'Change the password; every session ends, this device gets a new one', body: schema.passwordChange, response: { 200: envelopeOf(sessionRecord) } } },
    async (request) => ok(await changePassword(deps, guardedCustomer(request), { platform: request.platform, userAgent: request.headers['user-agent'] }, request.body)),
  );

  app.post('/users/image', { ...member, schema: { tags, security, summary: 'Upload the profile photo (multipart file, user_id)', consumes: ['multipart/form-data'], response: { 200: envelopeOf(schema.profileImage) } } }, async (request) => {
    const upload = await readImageUpload(request);
    if (upload.userId && upload.userId !== meId(request)) throw new AppError('IMAGE_OWNER_MISMATCH');
    const key = await saveProfileImage(app.db, app.media, meId(request), upload.bytes);
    return ok({ image: `${options.publicUrl}/media/${key}` });
  });

  app.delete('/users', { ...member, schema: { tags, security, summary: 'Delete the account: personal data erased, sessions revoked, orders kept', response: { 200: envelopeOf(z.null()) } } }, async (request) =>
    ok(await deleteAccount(app.db, app.clock, meId(request))),
  );

  app.get('/users/me/my-benefit', { ...member, schema: { tags, security, summary: 'Membership tier, progress and benefits', response: { 200: envelopeOf(schema.myBenefit) } } }, async (request) => {
    return ok(await membershipProgress(app.db, request.locale, await yearlySpendOf(app.db, meId(request))));
  });
};
