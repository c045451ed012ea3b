import multipart from '@fastify/multipart';
import {
  emailChange,
  emailChangeRequest,
  noData,
  otpTicket,
  passwordChange,
  passwordCheck,
  pdpaConsent,
  phoneChange,
  phoneChangeRequest,
  profileFields,
  profileImage,
  sessionRecord,
  userProfile,
  type OtpAnswer,
} from '@talad/contract';
import type { Locale } from '@talad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import {
  changePassword,
  confirmContactChange,
  codeAnswerOf,
  confirmPassword,
  deviceOf,
  identityDeps,
  otpCallOf,
  requestContactChange,
  type IdentitySettings,
} from '../identity/index.ts';
import { deleteAccount } from './deletion.ts';
import { PROFILE_IMAGE_MAX_BYTES, saveProfileImage } from './profile-image.ts';
import { loadProfile, recordPdpa, updateProfile } from './profile-service.ts';
import { readImageUpload } from './upload.ts';

export interface ProfileRouteOptions extends IdentitySettings {
  publicUrl: string;
}

/** The account pages' API: all of it for the signed-in member only. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } });
  const deps = identityDeps(app, options);
  const member = { preHandler: requireUser };
  const tags = ['account'];
  const security = [{ bearer: [] }];
  const profile = { 200: envelopeOf(userProfile) };
  const ticket = { 200: envelopeOf(otpTicket) };
  const viewOf = (request: { locale: Locale }) => ({ locale: request.locale, mediaBaseUrl: options.publicUrl });
  const meId = (request: Parameters<typeof guardedCustomer>[0]) => guardedCustomer(request).id;

  app.get(
    '/users/me',
    { ...member, schema: { tags, security, summary: 'The signed-in member profile', response: profile } },
    async (request) => ok(await loadProfile(app.db, meId(request), viewOf(request))),
  );

  app.put(
    '/users/profile',
    { ...member, schema: { tags, security, summary: 'Change name, birthday or gender', body: profileFields, response: profile } },
    async (request) => {
      await updateProfile(app.db, meId(request), request.body);
      return ok(await loadProfile(app.db, meId(request), viewOf(request)));
    },
  );

  for (const kind of ['phone', 'email'] as const) {
    const requestBody = kind === 'phone' ? phoneChangeRequest : emailChangeRequest;
    const changeBody = kind === 'phone' ? phoneChange : emailChange;
    app.post(
      `/users/profile/${kind}/otp`,
      { ...member, schema: { tags, security, summary: `Send a code to the new ${kind}`, body: requestBody, response: ticket } },
      async (request) => {
        const value = (request.body as Record<typeof kind, string>)[kind];
        return ok(await requestContactChange(deps, meId(request), kind, value, await otpCallOf(request)));
      },
    );
    app.put(
      `/users/profile/${kind}`,
      { ...member, schema: { tags, security, summary: `Store the new ${kind} with its code`, body: changeBody, response: profile } },
      async (request) => {
        const body = request.body as Record<typeof kind, string> & OtpAnswer;
        await confirmContactChange(deps, meId(request), kind, body[kind], await codeAnswerOf(request, body));
        return ok(await loadProfile(app.db, meId(request), viewOf(request)));
      },
    );
  }

  app.put(
    '/users/profile/pdpa',
    {
      ...member,
      schema: { tags, security, summary: 'Record the PDPA consents', body: pdpaConsent, response: { 200: envelopeOf(pdpaConsent) } },
    },
    async (request) => ok(await recordPdpa(app.db, meId(request), request.body)),
  );

  app.post(
    '/users/password/check',
    {
      ...member,
      schema: { tags, security, summary: 'Check the current password', body: passwordCheck, response: { 200: envelopeOf(noData) } },
    },
    async (request) => ok(await confirmPassword(deps, meId(request), request.body.current_password)),
  );

  app.put(
    '/users/password',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Change the password; every session ends, this device gets a new one',
        body: passwordChange,
        response: { 200: envelopeOf(sessionRecord) },
      },
    },
    async (request) => ok(await changePassword(deps, guardedCustomer(request), deviceOf(request), request.body)),
  );

  app.post(
    '/users/image',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Upload the profile photo (multipart file, user_id)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(profileImage) },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request);
      if (upload.userId && upload.userId !== meId(request)) throw new AppError('IMAGE_OWNER_MISMATCH');
      const key = await saveProfileImage(app.db, app.media, meId(request), upload.bytes);
      return ok({ image: `${options.publicUrl}/media/${key}` });
    },
  );

  app.delete(
    '/users',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Delete the account: personal data erased, sessions revoked, orders kept',
        response: { 200: envelopeOf(noData) },
      },
    },
    async (request) => ok(await deleteAccount(app.db, app.clock, meId(request))),
  );
};
