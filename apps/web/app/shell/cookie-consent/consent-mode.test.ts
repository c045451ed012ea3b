// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataLayer } from '../../lib/tag-manager.ts';
import { consentDefaultScript, consentMode, updateConsentMode } from './consent-mode.ts';
import { COOKIE_ACCEPTED_KEY, COOKIE_SETTINGS_KEY, DEFAULT_SETTINGS, parseSettings, type CookieSettings } from './consent-state.ts';

const ESSENTIAL = { functionality_storage: 'granted', security_storage: 'granted' };
const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  ...ESSENTIAL,
};
const choices = (analyticsCookies: boolean, marketingCookies: boolean, googleConsentCookies: boolean): CookieSettings => ({
  analyticsCookies,
  marketingCookies,
  googleConsentCookies,
});
/** A gtag() command as the dataLayer holds it (an `arguments` object), as a plain array. */
const command = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);

describe('consent mode from the cookie choices (issue #29 item 7)', () => {
  it('denies everything optional while the shopper has not answered; what the shop needs stays granted', () => {
    expect(consentMode(null)).toEqual(ALL_DENIED);
  });

  it('grants everything when every choice is on (the banner’s accept)', () => {
    expect(consentMode(DEFAULT_SETTINGS)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      personalization_storage: 'granted',
      ...ESSENTIAL,
    });
  });

  it('analytics alone grants analytics_storage only', () => {
    expect(consentMode(choices(true, false, false))).toEqual({ ...ALL_DENIED, analytics_storage: 'granted' });
    expect(consentMode(choices(true, false, true))).toEqual({ ...ALL_DENIED, analytics_storage: 'granted' });
  });

  it('marketing grants ad storage; Google may use the data for ads only with the Google-services choice too', () => {
    expect(consentMode(choices(false, true, false))).toEqual({ ...ALL_DENIED, ad_storage: 'granted', personalization_storage: 'granted' });
    expect(consentMode(choices(false, true, true))).toEqual({
      ...ALL_DENIED,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
  });

  it('a saved choice pushes a consent update with the mapped signals', () => {
    const target: { dataLayer?: DataLayer } = {};
    updateConsentMode(target, choices(true, false, true));
    expect(target.dataLayer).toHaveLength(1);
    expect(Object.prototype.toString.call(target.dataLayer?.[0])).toBe('[object Arguments]');
    expect(command(target.dataLayer?.[0])).toEqual(['consent', 'update', { ...ALL_DENIED, analytics_storage: 'granted' }]);
  });
});

describe('the consent default script in <head>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    delete window.dataLayer;
  });

  /** Runs the inline script as the page does and answers the consent default it pushed. */
  function defaultPushed(): unknown[] {
    new Function(consentDefaultScript())();
    expect(window.dataLayer).toHaveLength(1);
    return command(window.dataLayer?.[0]);
  }

  it('pushes the denied default with wait_for_update before anything else, keeping what is already in the dataLayer', () => {
    window.dataLayer = [{ event: 'earlier' }];
    new Function(consentDefaultScript())();
    expect(window.dataLayer[0]).toEqual({ event: 'earlier' });
    expect(command(window.dataLayer[1])).toEqual(['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }]);
  });

  const cases: Array<[string, string | null, string | null]> = [
    ['no answer yet', null, null],
    ['the banner shown, not answered', 'false', JSON.stringify(choices(true, true, true))],
    ['accepted from the banner (no settings saved)', 'true', null],
    ['accepted, analytics only', 'true', JSON.stringify(choices(true, false, false))],
    ['accepted, marketing without Google', 'true', JSON.stringify(choices(false, true, false))],
    ['accepted, everything off', 'true', JSON.stringify(choices(false, false, false))],
    ['accepted, one choice missing', 'true', JSON.stringify({ analyticsCookies: false })],
    ['accepted, a choice not a boolean', 'true', JSON.stringify({ marketingCookies: 'no' })],
    ['accepted, settings unreadable', 'true', '{not json'],
    ['accepted, settings null', 'true', 'null'],
  ];

  it.each(cases)('agrees with consentMode(parseSettings(…)): %s', (_name, accepted, saved) => {
    if (accepted !== null) localStorage.setItem(COOKIE_ACCEPTED_KEY, accepted);
    if (saved !== null) localStorage.setItem(COOKIE_SETTINGS_KEY, saved);
    const expected = accepted === 'true' ? consentMode(parseSettings(saved)) : consentMode(null);
    expect(defaultPushed()).toEqual(['consent', 'default', { ...expected, wait_for_update: 500 }]);
  });

  it('denies everything optional when storage cannot be read (blocked by the browser)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(defaultPushed()).toEqual(['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }]);
  });
});
