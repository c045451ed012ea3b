import type { Popups } from '@talad/sdk';
import { COOKIE_ACCEPTED_KEY } from './cookie-consent/consent-state.ts';

/** localStorage: the persisted flag of spec §3/§4. */
export const CAN_CONTINUE_KEY = 'can_continue';
/** sessionStorage: popup images were shown (or skipped) in this tab session. */
export const POPUP_SHOWN_KEY = 'popup_shown';

/** The stored flag, or — on the first visit — false only when the shop has an introduction to show. */
export function initialCanContinue(stored: string | null, popups: Popups): boolean {
  if (stored === 'true' || stored === 'false') return stored === 'true';
  return popups.popup_introduction === null;
}

/**
 * Popup images show on home once per tab session, never before the introduction was accepted, and not before the
 * shopper's cookie choice: the cookie bar comes first and a promotion does not cover it (on a phone the popup opened
 * over the bar, whose buttons its backdrop then hid), as the big Thai shops do.
 */
export function shouldShowPopupImages(input: {
  popups: Popups;
  canContinue: boolean | null;
  cookieChoiceMade: boolean;
  isHome: boolean;
  shownThisSession: boolean;
}): boolean {
  return (
    input.isHome && input.canContinue === true && input.cookieChoiceMade && !input.shownThisSession && input.popups.popup_images.length > 0
  );
}

/** Id of the popup images' dialog, which home renders closed for the opener script below. */
export const POPUP_IMAGES_ID = 'popup-images';

/**
 * The rules above (a stored or first-visit can_continue, the cookie choice made, once per tab session), run as a plain script right after
 * home's popup dialog: the popup is open in the first paint instead of appearing over the page after hydration,
 * when the shopper may already be reading or tapping. Storage the browser refuses leaves the popup closed.
 */
export function popupOpenerScript(popups: Popups): string {
  const firstVisitCanContinue = popups.popup_introduction === null;
  return (
    `(function(){try{var dialog=document.getElementById(${JSON.stringify(POPUP_IMAGES_ID)});` +
    `var stored=localStorage.getItem(${JSON.stringify(CAN_CONTINUE_KEY)});` +
    `var canContinue=stored==='true'||(stored!=='false'&&${firstVisitCanContinue});` +
    `var cookieChoiceMade=localStorage.getItem(${JSON.stringify(COOKIE_ACCEPTED_KEY)})==='true';` +
    `if(!dialog||!canContinue||!cookieChoiceMade||sessionStorage.getItem(${JSON.stringify(POPUP_SHOWN_KEY)})==='true')return;` +
    `sessionStorage.setItem(${JSON.stringify(POPUP_SHOWN_KEY)},'true');dialog.showModal()}catch(error){}})()`
  );
}
