import { useTranslation } from '../../lib/i18n.ts';

/**
 * The card issuer's 3-D Secure challenge (the gateway's page, a one-time code) inside the shop's own frame: on
 * /payment/card-verifying when paying, on /account/my-card when adding a card. The page's CSP allows framing the
 * gateway only.
 */
export function ChallengeFrame({ src }: { src: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      src={src}
      title={t('payment.verifying.frame')}
      // The challenge ends by sending the whole window back to the shop (target=_top), which needs top navigation.
      sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation"
      referrerPolicy="origin"
      className="block h-[560px] w-full border-0"
    />
  );
}
