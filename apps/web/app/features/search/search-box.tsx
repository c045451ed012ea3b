import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

/** The header's pill with a magnifier, or the search page's wide field with a worded button: one form, two looks. */
const LOOKS = {
  header: {
    form: 'relative',
    box: 'relative',
    field: 'field h-[38px] w-full rounded-full border border-gray-300 bg-gray-50 pr-11 pl-4 text-sm',
  },
  page: { form: 'flex gap-2', box: 'relative min-w-0 flex-1', field: 'field h-[38px] w-full rounded-md border border-gray-300 px-3' },
} as const;

/** The next option with the arrow keys: past either end back to the field itself (-1), as listboxes do. */
function stepThrough(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

export interface SearchBoxProps {
  /** Both boxes can stand on one page (the header's and the search page's): each needs its own id for its label. */
  id: string;
  look: keyof typeof LOOKS;
  /** The words searched so far, so the shopper can refine them. */
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A plain GET form to /search in the page's language, so it works before hydration too. Once hydrated it is a
 * combobox: words of the shop completing what is typed (tone marks or not) drop down below it, chosen with the
 * arrow keys and Enter, or a tap. The field stays uncontrolled, so letters typed before hydration are kept.
 */
export function SearchBox({ id, look, defaultValue, placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const navigate = useNavigate();
  const style = LOOKS[look];
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = useSearchSuggestions(text);
  const listId = `${id}-suggestions`;
  const showing = open && words.length > 0;
  const field = useRef<HTMLInputElement>(null);
  const { search } = useLocation();

  // A search from another box (the header's) leads to other words: this box shows them, not the ones it was
  // rendered with (it stays mounted, and an uncontrolled field keeps its first value). Only on a change, so that
  // letters typed before hydration are kept.
  const shown = useRef(defaultValue);
  useEffect(() => {
    if (shown.current === defaultValue || !field.current) return;
    shown.current = defaultValue;
    field.current.value = defaultValue ?? '';
  }, [defaultValue]);
  // Whatever led to new results (Enter without a suggestion chosen, the button, a link), the list does not stay
  // open over them: the field keeps its focus, so no blur closes it.
  useEffect(() => setOpen(false), [search]);

  const choose = (word: string) => {
    setOpen(false);
    void navigate(localHref(`/search?search=${encodeURIComponent(word)}`));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step: 1 | -1 = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => stepThrough(index, step, words.length));
      return;
    }
    if (event.key === 'Escape') setOpen(false);
    const word = words[active];
    if (event.key === 'Enter' && word) {
      event.preventDefault();
      choose(word);
    }
  };

  return (
    <Form
      method="get"
      action={localHref('/search')}
      role="search"
      className={className ? `${style.form} ${className}` : style.form}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <div className={style.box}>
        <input
          ref={field}
          id={id}
          name="search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && words[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          defaultValue={defaultValue}
          placeholder={placeholder ?? t('header.searchPlaceholder')}
          className={style.field}
          onInput={(event) => {
            setText(event.currentTarget.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showing}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg"
        >
          {words.map((word, index) => (
            <li
              key={word}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer truncate px-4 py-2 ${index === active ? 'bg-primary/10 text-primary' : 'text-gray-800'}`}
              // Before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(word);
              }}
            >
              {word}
            </li>
          ))}
        </ul>
      </div>
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
