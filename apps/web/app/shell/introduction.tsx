import type { Popups } from '@talad/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CAN_CONTINUE_KEY, initialCanContinue, POPUP_SHOWN_KEY, shouldShowPopupImages } from './can-continue.ts';
import { isHomePath } from './guards.ts';
import { Modal } from './modal.tsx';

/** The persisted can_continue flag (spec §4); null until the browser has read it. */
export function useCanContinue(popups: Popups): [boolean | null, () => void] {
  const [canContinue, setCanContinue] = useState<boolean | null>(null);

  useEffect(() => {
    const value = initialCanContinue(localStorage.getItem(CAN_CONTINUE_KEY), popups);
    localStorage.setItem(CAN_CONTINUE_KEY, String(value));
    setCanContinue(value);
    // Decided once per page load from the popups the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const continueShopping = useCallback(() => {
    localStorage.setItem(CAN_CONTINUE_KEY, 'true');
    setCanContinue(true);
  }, []);

  return [canContinue, continueShopping];
}

interface IntroductionProps {
  popups: Popups;
  canContinue: boolean | null;
  onContinue: () => void;
}

/** On home: the shop's introduction until it is accepted, then its popup images once per tab session. */
export function IntroductionPopups({ popups, canContinue, onContinue }: IntroductionProps) {
  const { t } = useTranslation();
  const isHome = isHomePath(useLocation().pathname);
  const [imagesOpen, setImagesOpen] = useState(false);
  const introduction = popups.popup_introduction;

  useEffect(() => {
    const shownThisSession = sessionStorage.getItem(POPUP_SHOWN_KEY) === 'true';
    if (!shouldShowPopupImages({ popups, canContinue, isHome, shownThisSession })) return;
    sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
    setImagesOpen(true);
  }, [popups, canContinue, isHome]);

  if (introduction && canContinue === false && isHome) {
    return (
      <Modal open onOpenChange={() => {}} title={introduction.title} persistent testId="popup-introduction">
        {introduction.image_url && <img src={introduction.image_url} alt="" className="mb-4 w-full rounded-lg" />}
        <p className="whitespace-pre-line text-gray-700">{introduction.body}</p>
        <button type="button" className="btn btn-primary mt-6 w-full" onClick={onContinue}>
          {introduction.button_label}
        </button>
      </Modal>
    );
  }

  return (
    <Modal open={imagesOpen} onOpenChange={setImagesOpen} title={t('popup.label')} closeLabel={t('popup.close')} testId="popup-images">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto">
        {popups.popup_images.map((image) => (
          <li key={image.image_url} className="w-full shrink-0 snap-center">
            <img src={image.image_url} alt={image.alt} className="w-full rounded-lg" />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
