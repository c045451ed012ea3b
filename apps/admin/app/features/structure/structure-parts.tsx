import { STRUCTURE_DESCRIPTION_MAX_LENGTH, STRUCTURE_NAME_MAX_LENGTH } from '@talad/contract';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Bilingual } from '../catalogue/product-form.tsx';
import { Field, Notice } from '../../ui/form-parts.tsx';
import type { StructureRefusal } from './structure.server.ts';

const SCREENS = [
  { to: '/categories', label: 'structure.categories' },
  { to: '/brands', label: 'structure.brands' },
  { to: '/collections', label: 'structure.collections' },
] as const;

/** The three screens of the catalogue's structure, one tab each. */
export function StructureTabs() {
  const { t } = useT();
  const path = useLocation().pathname;
  return (
    <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('structure.title')}>
      {SCREENS.map((screen) => {
        const current = path === screen.to || path.startsWith(`${screen.to}/`);
        return (
          <Link
            key={screen.to}
            to={screen.to}
            className={`btn min-h-11 ${current ? 'btn-primary' : 'btn-outline'}`}
            aria-current={current ? 'page' : undefined}
          >
            {t(screen.label)}
          </Link>
        );
      })}
    </nav>
  );
}

type Texts = { slug: string; name: { th: string; en: string | null }; description: { th: string; en: string | null } };

/** The URL key and the names in Thai and English side by side, shared by every entry's forms. */
export function TextFields({ idPrefix, entry, withDescription = true }: { idPrefix: string; entry?: Texts; withDescription?: boolean }) {
  const { t } = useT();
  return (
    <>
      <Bilingual name="name" label={t('structure.name')} value={entry?.name} max={STRUCTURE_NAME_MAX_LENGTH} required />
      <Field
        id={`${idPrefix}-slug`}
        name="slug"
        label={t('structure.slug')}
        hint={t('structure.slugHint')}
        required
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        maxLength={100}
        defaultValue={entry?.slug ?? ''}
        autoCapitalize="none"
      />
      {withDescription && (
        <Bilingual
          name="description"
          label={t('structure.description')}
          value={entry?.description}
          max={STRUCTURE_DESCRIPTION_MAX_LENGTH}
          multiline
        />
      )}
    </>
  );
}

/** Shown or hidden in the shop. */
export function HiddenCheck({ hidden }: { hidden: boolean }) {
  const { t } = useT();
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" name="hidden" defaultChecked={hidden} className="size-5" />
      {t('structure.hiddenLabel')}
    </label>
  );
}

/** "Hidden" beside an entry's name. */
export function HiddenMark({ hidden }: { hidden: boolean }) {
  const { t } = useT();
  return hidden ? <span className="rounded-full bg-danger-soft px-2 py-0.5 text-sm text-danger">{t('structure.hidden')}</span> : null;
}

/** The API's refusal, or the notice of what was saved (?saved=…). */
export function Outcome({ refusal }: { refusal: StructureRefusal | undefined }) {
  const { t } = useT();
  const saved = new URLSearchParams(useLocation().search).get('saved');
  if (refusal) {
    return (
      <Notice tone="error">
        {refusal.message}
        {refusal.fields.length > 0 && ` (${refusal.fields.join(', ')})`}
      </Notice>
    );
  }
  return saved ? <Notice tone="ok">{t(`structure.saved.${saved}`)}</Notice> : null;
}

/** A button posting one intent (and its value) to this screen's action. */
export function IntentButton({
  intent,
  label,
  fields = {},
  danger = false,
}: {
  intent: string;
  label: string;
  fields?: Record<string, number | string>;
  danger?: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`btn min-h-11 ${danger ? 'btn-danger' : 'btn-outline'}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
