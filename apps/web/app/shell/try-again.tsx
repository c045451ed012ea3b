import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { tryAgainMessages, type TryAgainStatus } from '../lib/try-again.ts';

/**
 * What a client-side navigation shows when the web server refused its data (too busy, or too fast from this
 * address): not the not-found page, since the page exists. The link loads the page afresh.
 */
export function TryAgain({ status }: { status: TryAgainStatus }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { title, text, button } = tryAgainMessages(t, status);
  return (
    <section
      data-testid="try-again"
      aria-labelledby="try-again-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 id="try-again-title" className="text-2xl font-bold text-gray-900">
        {title}
      </h1>
      <p className="mt-2 text-gray-600">{text}</p>
      <a href={pathname + search} className="btn btn-primary mt-8">
        {button}
      </a>
    </section>
  );
}
