import { useTranslation } from '../../lib/i18n.ts';
import { Form } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';

/** The header's pill with a magnifier, or the search page's wide field with a worded button: one form, two looks. */
const LOOKS = {
  header: { form: 'relative', field: 'field h-[38px] w-full rounded-full border border-gray-300 bg-gray-50 pr-11 pl-4 text-sm' },
  page: { form: 'flex gap-2', field: 'field h-[38px] min-w-0 flex-1 rounded-md border border-gray-300 px-3' },
} as const;

export interface SearchBoxProps {
  /** Both boxes can stand on one page (the header's and the search page's): each needs its own id for its label. */
  id: string;
  look: keyof typeof LOOKS;
  /** The words searched so far, so the shopper can refine them. */
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}

/** A plain GET form to /search in the page's language, so it works before hydration too. */
export function SearchBox({ id, look, defaultValue, placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const style = LOOKS[look];
  return (
    <Form method="get" action={localHref('/search')} role="search" className={className ? `${style.form} ${className}` : style.form}>
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder ?? t('header.searchPlaceholder')}
        className={style.field}
      />
      {look === 'header' ? (
        <button type="submit" aria-label={t('header.searchSubmit')} className="icon-button absolute top-0 right-1 h-[38px]">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <button type="submit" className="btn btn-primary">
          {t('header.searchSubmit')}
        </button>
      )}
    </Form>
  );
}
