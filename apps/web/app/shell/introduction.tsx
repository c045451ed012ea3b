import type { PopupImage, Popups } from '@talad/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '../lib/shop-menu.ts';
import { localeFromPath, localizeHref } from '../lib/locale-path.ts';
import { mediaUrl } from '../lib/media.ts';
import { useNonce } from '../lib/nonce.ts';
import {
  CAN_CONTINUE_KEY,
  initialCanContinue,
  POPUP_IMAGES_ID,
  POPUP_SHOWN_KEY,
  popupOpenerScript,
  shouldShowPopupImages,
} from './can-continue.ts';
import { useCookieConsent } from './cookie-consent/cookie-consent.tsx';
import { isHomePath } from './guards.ts';
import { Modal } from '../ui/modal.tsx';

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
  /** Where the browser fetches media: popup image paths are API media. */
  mediaBase: string;
  canContinue: boolean | null;
  onContinue: () => void;
}

/** Whether home's opener script already showed the popup images as the page was read (false on the server). */
function openedWhilePageLoaded(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(POPUP_IMAGES_ID)?.hasAttribute('open') === true;
}

/** On home: the shop's introduction until it is accepted, then its popup images once per tab session. */
export function IntroductionPopups({ popups, mediaBase, canContinue, onContinue }: IntroductionProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isHome = isHomePath(pathname);
  const nonce = useNonce();
  const [imagesOpen, setImagesOpen] = useState(openedWhilePageLoaded);
  const [broken, setBroken] = useState<string[]>([]);
  const images = popups.popup_images.filter((image) => !broken.includes(image.image_url));
  const introduction = popups.popup_introduction;
  // Accepting cookies or saving the settings is the choice; the popup then opens, if it is still due.
  const cookieChoiceMade = useCookieConsent().state.accepted;

  useEffect(() => {
    const shownThisSession = sessionStorage.getItem(POPUP_SHOWN_KEY) === 'true';
    if (!shouldShowPopupImages({ popups, canContinue, cookieChoiceMade, isHome, shownThisSession })) return;
    sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
    setImagesOpen(true);
  }, [popups, canContinue, cookieChoiceMade, isHome]);

  if (introduction && canContinue === false && isHome) {
    return (
      <Modal open onOpenChange={() => {}} title={introduction.title} persistent testId="popup-introduction">
        {introduction.image_url && <img src={mediaUrl(introduction.image_url, mediaBase)} alt="" className="mb-4 w-full rounded-lg" />}
        <p className="whitespace-pre-line text-gray-700">{introduction.body}</p>
        <button type="button" className="btn btn-primary mt-6 w-full" onClick={onContinue}>
          {introduction.button_label}
        </button>
      </Modal>
    );
  }

  if (images.length === 0) return null;
  return (
    <>
      {/* Images that fail to load are dropped; when none is left the dialog does not stay open empty. Compact on
          phones: a promotion should not hide the page it opens over (Google counts covering pop-ups as intrusive).
          On home it is rendered closed and opened, when the rules say so, by the script after it. */}
      <Modal
        open={imagesOpen}
        keepMounted={isHome}
        id={POPUP_IMAGES_ID}
        onOpenChange={setImagesOpen}
        title={t('popup.label')}
        closeLabel={t('popup.close')}
        className="max-w-[18rem] md:max-w-md"
        testId="popup-images"
      >
        <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto">
          {images.map((image) => (
            <li key={image.image_url} className="w-full shrink-0 snap-center">
              <PopupPicture
                image={image}
                src={mediaUrl(image.image_url, mediaBase)}
                href={hrefFor(image.link_type, image.link_value)}
                locale={localeFromPath(pathname)}
                onBroken={() => setBroken((list) => [...list, image.image_url])}
                onFollow={() => setImagesOpen(false)}
              />
            </li>
          ))}
        </ul>
      </Modal>
      {isHome && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: popupOpenerScript(popups) }} />}
    </>
  );
}

interface PopupPictureProps {
  image: PopupImage;
  src: string;
  href: string | null;
  locale: 'th' | 'en';
  onBroken: () => void;
  onFollow: () => void;
}

/** One popup image, linking to its target (flash sale, coupon…) when it has one. */
function PopupPicture({ image, src, href, locale, onBroken, onFollow }: PopupPictureProps) {
  const img = useRef<HTMLImageElement>(null);
  // Opened in the first paint, the picture may have failed before hydration, when React was not yet listening.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) onBroken();
  }, [onBroken]);
  // Popup images are 4:5 (640×800): the box has its size before the picture arrives, so nothing moves.
  // Lazy: nothing is fetched while the dialog is closed (a returning shopper), nor for pictures further along.
  const picture = (
    <img
      ref={img}
      src={src}
      alt={image.alt}
      onError={onBroken}
      width={640}
      height={800}
      loading="lazy"
      className="aspect-[4/5] w-full rounded-lg object-cover"
    />
  );
  if (!href) return picture;
  return (
    <Link to={localizeHref(href, locale)} onClick={onFollow} className="block">
      {picture}
    </Link>
  );
}
