import { describe, expect, it } from 'vitest';
import { apiWith, ok, session } from '../test-support.ts';
import { getStoresNearMe, getSubDistricts, getPostalCodes } from './address.ts';
import { finishSocialLogin, logout, register } from './auth.ts';

describe('sign-in calls keep the session', () => {
  it('registration sends only the filled fields and stores the member session', async () => {
    const member = session({ role: 'user', access_token: 'member' });
    const { api, calls, store } = apiWith(() => ok(member));
    await register(api, { verify_token: 't', accept_policy: true, firstname: 'มานี', lastname: 'มีนา', password: 'Manee-2026', email: '' });
    expect(calls[0]!.body).toEqual({ verify_token: 't', accept_policy: true, firstname: 'มานี', lastname: 'มีนา', password: 'Manee-2026' });
    expect(store.get()).toEqual(member);
  });

  it('a social callback that signs in stores the session; one that starts registration leaves the guest session', async () => {
    const member = session({ role: 'user', access_token: 'social-member' });
    const signedIn = apiWith(() => ok({ status: 'signed_in', session: member }));
    await finishSocialLogin(signedIn.api, 'line', { code: 'c', state: 's' });
    expect(signedIn.store.get()).toEqual(member);
    expect(signedIn.calls[0]!.url.pathname).toBe('/auth/social/line/callback');
    const newcomer = apiWith(() => ok({ status: 'register', social_token: 'x', socialLogin: {} }));
    await finishSocialLogin(newcomer.api, 'google', { code: 'c', state: 's' });
    expect(newcomer.store.get()?.role).toBe('guest');
  });

  it('signing out stores the fresh guest session the API answers', async () => {
    const guest = session({ access_token: 'fresh-guest', user_id: 'guest-2' });
    const { api, store } = apiWith(() => ok(guest));
    await logout(api);
    expect(store.get()).toEqual(guest);
  });
});

describe('address calls (spec §7)', () => {
  it('chain their query parameters as the spec names them', async () => {
    const { api, calls } = apiWith(() => ok([]));
    await getSubDistricts(api, '50', '5001');
    await getPostalCodes(api, '500101', '5001');
    await getStoresNearMe(api, { lat: 13.7463, lng: 100.5347 });
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/masters/sub-district?province=50&district=5001',
      '/masters/postal-code?subdistrict=500101&district=5001',
      '/allmap/stores/nearme?at=13.7463%2C100.5347&rad=1500',
    ]);
  });
});
