import { isError } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok, session } from '../test-support.ts';
import {
  deleteAccount,
  requestEmailChange,
  requestPhoneChange,
  updateEmail,
  updatePhone,
  updateProfile,
  uploadProfileImage,
} from './account.ts';
import { loginWithPassword } from './auth.ts';

describe('profile calls (spec §5, §8)', () => {
  it('a profile update with nothing to send answers "No profile parameters provided." without calling, as the API would', async () => {
    const { api, calls } = apiWith(() => ok(null));
    const answer = await updateProfile(api, { firstname: '', file: new Blob(['x']), user_id: 'u1' });
    expect(answer).toMatchObject({ is_success: false, message: 'No profile parameters provided.' });
    expect(isError(answer, 'NO_PROFILE_PARAMETERS')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends the profile fields without file and user_id, and only those with a value', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await updateProfile(api, { firstname: 'สมชาย', lastname: undefined, user_id: 'u1' });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { firstname: 'สมชาย' } });
    expect(calls[0]!.url.pathname).toBe('/users/profile');
  });

  it('phone and e-mail updates are sent only when a value is present (spec §5)', async () => {
    const { api, calls } = apiWith(() => ok({}));
    const otp = { otp_ref: 'r', code: '123456' };
    for (const blank of ['', '   ']) {
      for (const answer of [
        await requestPhoneChange(api, blank),
        await updatePhone(api, blank, otp),
        await requestEmailChange(api, blank),
        await updateEmail(api, blank, otp),
      ])
        expect(isError(answer, 'NO_PROFILE_PARAMETERS')).toBe(true);
    }
    expect(calls).toHaveLength(0);

    await requestPhoneChange(api, '0812345678');
    await updatePhone(api, '0812345678', otp);
    await requestEmailChange(api, 'somchai@example.com');
    await updateEmail(api, 'somchai@example.com', otp);
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/users/profile/phone/otp', { phone: '0812345678' }],
      ['PUT', '/users/profile/phone', { phone: '0812345678', ...otp }],
      ['POST', '/users/profile/email/otp', { email: 'somchai@example.com' }],
      ['PUT', '/users/profile/email', { email: 'somchai@example.com', ...otp }],
    ]);
  });

  it('a failed update without a server message says "An unknown error occurred during profile update."', async () => {
    const { api } = apiWith(() => ({ status: 502, body: undefined }));
    expect((await updateProfile(api, { lastname: 'ใจดี' })).message).toBe('An unknown error occurred during profile update.');
    expect((await updateEmail(api, 'a@b.co', { otp_ref: 'r', code: '123456' })).message).toBe(
      'An unknown error occurred during profile update.',
    );
  });

  it('a failed image upload without a server message says "An unknown error occurred during profile image update."', async () => {
    const { api, calls } = apiWith(() => ({ status: 500, body: undefined }));
    const answer = await uploadProfileImage(api, new Blob(['x'], { type: 'image/png' }), 'u1');
    expect(answer.message).toBe('An unknown error occurred during profile image update.');
    expect(calls[0]!.body).toBeInstanceOf(FormData);
  });

  it('a failure with the server message keeps it', async () => {
    const { api } = apiWith(() => fail(400, 10210, 'ชื่อยาวเกินไป'));
    expect((await updateProfile(api, { firstname: 'x'.repeat(300) })).message).toBe('ชื่อยาวเกินไป');
  });
});

describe('session-changing calls', () => {
  it('a password sign-in stores the member session', async () => {
    const member = session({ role: 'user', access_token: 'member-access' });
    const { api, store } = apiWith(() => ok(member));
    await loginWithPassword(api, { username: '0812345678', password: 'Secret-pass-1' });
    expect(store.get()).toEqual(member);
  });

  it('account deletion replaces the session with a fresh guest session', async () => {
    const guest = session({ access_token: 'new-guest' });
    const { api, store, calls } = apiWith((call) => (call.url.pathname === '/users' ? ok(null) : ok(guest)));
    await deleteAccount(api);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['DELETE /users', 'POST /auth/login/guest']);
    expect(store.get()).toEqual(guest);
  });
});
