import { describe, expect, it } from 'vitest';
import {
  consentPayload,
  consentReducer,
  DEFAULT_SETTINGS,
  INITIAL_CONSENT,
  isBannerHiddenOn,
  parseSettings,
  type ConsentAction,
  type ConsentState,
} from './consent-state.ts';

const run = (actions: ConsentAction[], from: ConsentState = INITIAL_CONSENT) => actions.reduce(consentReducer, from);

describe('cookie banner visibility by path (spec §2)', () => {
  it.each([
    '/payment',
    '/payment/',
    '/en/payment',
    '/payment/complete',
    '/en/payment/card-verifying',
    '/m',
    '/m/guest/login',
    '/en/m/account',
    '/live-tv-app',
    '/en/live-tv-app',
    '/x/live-tv-app/y',
  ])('is hidden on %s', (pathname) => expect(isBannerHiddenOn(pathname)).toBe(true));

  it.each(['/', '/en', '/guest/login', '/p/policy', '/account/my-order', '/account/member-ship', '/payments', '/live-tv'])(
    'shows on %s',
    (pathname) => expect(isBannerHiddenOn(pathname)).toBe(false),
  );
});

describe('cookie consent reducer (spec §4)', () => {
  it('shows the banner when due only if not yet accepted', () => {
    expect(run([{ type: 'loaded', accepted: false, settings: DEFAULT_SETTINGS }, { type: 'bannerDue' }]).bannerVisible).toBe(true);
    expect(run([{ type: 'loaded', accepted: true, settings: DEFAULT_SETTINGS }, { type: 'bannerDue' }]).bannerVisible).toBe(false);
  });

  it('accept cookies: accepted, banner hidden, settings unchanged', () => {
    const state = run([{ type: 'bannerDue' }, { type: 'acceptCookies' }]);
    expect(state).toMatchObject({ accepted: true, bannerVisible: false, settings: DEFAULT_SETTINGS });
  });

  it('confirm choices saves the toggles, accepts and closes', () => {
    const state = run([
      { type: 'bannerDue' },
      { type: 'openSettings' },
      { type: 'toggle', kind: 'analyticsCookies', on: false },
      { type: 'toggle', kind: 'marketingCookies', on: false },
      { type: 'confirmChoices' },
    ]);
    expect(state).toMatchObject({
      accepted: true,
      bannerVisible: false,
      dialogOpen: false,
      settings: { analyticsCookies: false, marketingCookies: false, googleConsentCookies: true },
    });
    expect(consentPayload(state.settings)).toEqual({
      is_analytics_accepted: false,
      is_marketing_accepted: false,
      is_google_accepted: true,
    });
  });

  it('accept all turns the three toggles on without saving yet', () => {
    const off = { analyticsCookies: false, marketingCookies: false, googleConsentCookies: false };
    const state = run([{ type: 'loaded', accepted: false, settings: off }, { type: 'openSettings' }, { type: 'acceptAll' }]);
    expect(state.draft).toEqual(DEFAULT_SETTINGS);
    expect(state.settings).toEqual(off);
    expect(state.accepted).toBe(false);
  });

  it('the close icon closes without saving and keeps the banner', () => {
    const state = run([
      { type: 'bannerDue' },
      { type: 'openSettings' },
      { type: 'toggle', kind: 'googleConsentCookies', on: false },
      { type: 'closeSettings' },
    ]);
    expect(state).toMatchObject({
      dialogOpen: false,
      accepted: false,
      bannerVisible: true,
      settings: DEFAULT_SETTINGS,
      draft: DEFAULT_SETTINGS,
    });
  });

  it('reopening the dialog starts from the saved choice', () => {
    const saved = { analyticsCookies: false, marketingCookies: true, googleConsentCookies: true };
    expect(run([{ type: 'loaded', accepted: true, settings: saved }, { type: 'openSettings' }]).draft).toEqual(saved);
  });
});

describe('stored settings', () => {
  it('default every toggle to true and survive bad JSON', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{oops')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"analyticsCookies":false}')).toEqual({ ...DEFAULT_SETTINGS, analyticsCookies: false });
  });
});
