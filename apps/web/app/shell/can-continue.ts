import type { Popups } from '@talad/sdk';

/** localStorage: the persisted flag of spec §3/§4. */
export const CAN_CONTINUE_KEY = 'can_continue';
/** sessionStorage: popup images were shown (or skipped) in this tab session. */
export const POPUP_SHOWN_KEY = 'popup_shown';

/** The stored flag, or — on the first visit — false only when the shop has an introduction to show. */
export function initialCanContinue(stored: string | null, popups: Popups): boolean {
  if (stored === 'true' || stored === 'false') return stored === 'true';
  return popups.popup_introduction === null;
}

/** Popup images show on home once per tab session, and never before the introduction was accepted. */
export function shouldShowPopupImages(input: { popups: Popups; canContinue: boolean | null; isHome: boolean; shownThisSession: boolean }): boolean {
  return input.isHome && input.canContinue === true && !input.shownThisSession && input.popups.popup_images.length > 0;
}
