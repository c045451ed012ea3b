// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { facebookSdkUrl, loadFacebookSdk, type FacebookInit, type FacebookWindow } from './facebook-sdk.ts';

describe('Facebook login script (spec §6: SDK v19.0)', () => {
  beforeEach(() => document.head.replaceChildren());

  it('is Facebook’s sdk.js in the page’s language', () => {
    expect(facebookSdkUrl('th')).toBe('https://connect.facebook.net/th_TH/sdk.js');
    expect(facebookSdkUrl('en')).toBe('https://connect.facebook.net/en_US/sdk.js');
  });

  it('is added once, async, and started with the app id and v19.0 when it arrives', () => {
    const target: FacebookWindow = {};
    loadFacebookSdk(document, target, '1234567890', 'th');
    loadFacebookSdk(document, target, '1234567890', 'en');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script#facebook-jssdk');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.src).toBe('https://connect.facebook.net/th_TH/sdk.js');

    const started: FacebookInit[] = [];
    target.FB = { init: (options) => started.push(options) };
    target.fbAsyncInit?.();
    expect(started).toEqual([{ appId: '1234567890', version: 'v19.0', status: false, cookie: false, xfbml: false }]);
  });
});
