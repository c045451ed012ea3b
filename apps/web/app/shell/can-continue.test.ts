import type { PopupImage, Popups } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import {
  CAN_CONTINUE_KEY,
  initialCanContinue,
  POPUP_IMAGES_ID,
  POPUP_SHOWN_KEY,
  popupOpenerScript,
  shouldShowPopupImages,
} from './can-continue.ts';
import { COOKIE_ACCEPTED_KEY } from './cookie-consent/consent-state.ts';

const introduction = { title: 'ยินดีต้อนรับ', body: 'ร้านเปิดใหม่', image_url: null, button_label: 'เริ่มช้อป' };
const image: PopupImage = { image_url: '/promo.png', link_type: 'NONE', link_value: '', alt: 'Promo' };
const noPopups: Popups = { popup_images: [], popup_introduction: null };

describe('can_continue (spec §4)', () => {
  it('starts false only when the shop has an introduction', () => {
    expect(initialCanContinue(null, { ...noPopups, popup_introduction: introduction })).toBe(false);
    expect(initialCanContinue(null, noPopups)).toBe(true);
  });

  it('keeps the stored flag', () => {
    expect(initialCanContinue('true', { ...noPopups, popup_introduction: introduction })).toBe(true);
    expect(initialCanContinue('false', noPopups)).toBe(false);
  });

  it('shows popup images on home once per session after the introduction', () => {
    const popups = { ...noPopups, popup_images: [image] };
    expect(shouldShowPopupImages({ popups, canContinue: true, cookieChoiceMade: true, isHome: true, shownThisSession: false })).toBe(true);
    // The cookie bar first: no promotion over it before the shopper's choice.
    expect(shouldShowPopupImages({ popups, canContinue: true, cookieChoiceMade: false, isHome: true, shownThisSession: false })).toBe(
      false,
    );
    expect(shouldShowPopupImages({ popups, canContinue: true, cookieChoiceMade: true, isHome: true, shownThisSession: true })).toBe(false);
    expect(shouldShowPopupImages({ popups, canContinue: false, cookieChoiceMade: true, isHome: true, shownThisSession: false })).toBe(
      false,
    );
    expect(shouldShowPopupImages({ popups, canContinue: true, cookieChoiceMade: true, isHome: false, shownThisSession: false })).toBe(
      false,
    );
    expect(
      shouldShowPopupImages({ popups: noPopups, canContinue: true, cookieChoiceMade: true, isHome: true, shownThisSession: false }),
    ).toBe(false);
  });
});

/** Runs home's opener script against stored values; answers whether it opened the dialog and what it stored. */
function runOpener(popups: Popups, stored: { canContinue: string | null; cookieAccepted: string | null; shown: string | null }) {
  let opened = false;
  const session = new Map<string, string>(stored.shown === null ? [] : [[POPUP_SHOWN_KEY, stored.shown]]);
  const document = { getElementById: (id: string) => (id === POPUP_IMAGES_ID ? { showModal: () => (opened = true) } : null) };
  const local = new Map([
    [CAN_CONTINUE_KEY, stored.canContinue],
    [COOKIE_ACCEPTED_KEY, stored.cookieAccepted],
  ]);
  const localStorage = { getItem: (key: string) => local.get(key) ?? null };
  const sessionStorage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => session.set(key, value),
  };
  new Function('document', 'localStorage', 'sessionStorage', popupOpenerScript(popups))(document, localStorage, sessionStorage);
  return { opened, shownAfter: session.get(POPUP_SHOWN_KEY) ?? null };
}

describe("home's popup opener script", () => {
  const withImages = { ...noPopups, popup_images: [image] };
  const cases = [withImages, { ...withImages, popup_introduction: introduction }].flatMap((popups) =>
    [null, 'true', 'false'].flatMap((canContinue) =>
      [null, 'false', 'true'].flatMap((cookieAccepted) => [null, 'true'].map((shown) => ({ popups, canContinue, cookieAccepted, shown }))),
    ),
  );

  it.each(cases)(
    'decides as the rules do (introduction $popups.popup_introduction.title, can_continue $canContinue, cookieAccepted $cookieAccepted, shown $shown)',
    ({ popups, canContinue, cookieAccepted, shown }) => {
      const expected = shouldShowPopupImages({
        popups,
        canContinue: initialCanContinue(canContinue, popups),
        cookieChoiceMade: cookieAccepted === 'true',
        isHome: true,
        shownThisSession: shown === 'true',
      });
      const { opened, shownAfter } = runOpener(popups, { canContinue, cookieAccepted, shown });
      expect(opened).toBe(expected);
      if (expected) expect(shownAfter).toBe('true');
    },
  );

  it('leaves the popup closed when the browser refuses storage', () => {
    let opened = false;
    const refuse = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const document = { getElementById: () => ({ showModal: () => (opened = true) }) };
    expect(() =>
      new Function('document', 'localStorage', 'sessionStorage', popupOpenerScript(withImages))(document, refuse, refuse),
    ).not.toThrow();
    expect(opened).toBe(false);
  });
});
