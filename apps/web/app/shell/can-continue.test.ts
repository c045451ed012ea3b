import type { PopupImage, Popups } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { initialCanContinue, shouldShowPopupImages } from './can-continue.ts';

const introduction = { title: 'ยินดีต้อนรับ', body: 'ร้านเปิดใหม่', image_url: null, button_label: 'เริ่มช้อป' };
const image: PopupImage = { image_url: '/promo.png', link_type: 'NONE', link_value: null, alt: 'Promo' };
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
    expect(shouldShowPopupImages({ popups, canContinue: true, isHome: true, shownThisSession: false })).toBe(true);
    expect(shouldShowPopupImages({ popups, canContinue: true, isHome: true, shownThisSession: true })).toBe(false);
    expect(shouldShowPopupImages({ popups, canContinue: false, isHome: true, shownThisSession: false })).toBe(false);
    expect(shouldShowPopupImages({ popups, canContinue: true, isHome: false, shownThisSession: false })).toBe(false);
    expect(shouldShowPopupImages({ popups: noPopups, canContinue: true, isHome: true, shownThisSession: false })).toBe(false);
  });
});
