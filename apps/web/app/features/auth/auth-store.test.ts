import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, createAuthStore, INITIAL_AUTH_STATE } from './auth-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('authentication state (spec §3)', () => {
  it('holds every field of the spec, starting empty', () => {
    const state = createAuthStore(null).get();
    expect(Object.keys(state).sort()).toEqual(
      [
        'acceptPolicy',
        'isMerge',
        'isOnNs',
        'login',
        'popupStatus',
        'popupStatusWarning',
        'register',
        'registerType',
        'socialLogin',
        'type',
        'userProfile',
        'username',
        'verifyData',
      ].sort(),
    );
    expect(Object.keys(state.register).sort()).toEqual(
      ['apple', 'email', 'facebook', 'firstname', 'google', 'image', 'lastname', 'line', 'phone'].sort(),
    );
    expect(Object.keys(state.popupStatus).sort()).toEqual(['message', 'messageDetail', 'registerSuccess', 'show', 'success']);
    expect(Object.keys(state.popupStatusWarning).sort()).toEqual(['message', 'show', 'warning']);
  });

  it('a multi-step flow survives a reload of the tab: the state is kept in sessionStorage, without the popups', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.update({ username: '0812345678', acceptPolicy: true, popupStatus: { ...INITIAL_AUTH_STATE.popupStatus, show: true } });
    const saved = JSON.parse(storage.items.get(AUTH_STORAGE_KEY)!) as Record<string, unknown>;
    expect(saved).toMatchObject({ username: '0812345678', acceptPolicy: true });
    expect(saved).not.toHaveProperty('popupStatus');
    expect(createAuthStore(storage).get()).toMatchObject({ username: '0812345678', acceptPolicy: true, popupStatus: { show: false } });
  });

  it('unreadable stored state starts a clean flow', () => {
    expect(createAuthStore(memoryStorage({ [AUTH_STORAGE_KEY]: '{not json' })).get()).toEqual(INITIAL_AUTH_STATE);
  });

  it('resetting the flow forgets the steps but keeps the member profile, the merge flag and the variant', () => {
    const store = createAuthStore(null);
    const profile = { user_id: 'u1' } as NonNullable<typeof INITIAL_AUTH_STATE.userProfile>;
    store.update({ username: '0812345678', acceptPolicy: true, userProfile: profile, isMerge: true, isOnNs: true });
    store.resetFlow();
    expect(store.get()).toMatchObject({ username: '', acceptPolicy: false, userProfile: profile, isMerge: true, isOnNs: true });
  });

  it('tells its subscribers about every change', () => {
    const store = createAuthStore(null);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.update({ username: 'a@example.com', type: 'email' });
    stop();
    store.update({ username: 'b@example.com' });
    expect(calls).toBe(1);
  });
});
