import { LINK_TARGETS } from '@talad/domain';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { emptyOf, fileFieldOf, lengthFieldOf, pathOf, type FieldSpec } from './block-fields.ts';

type Values = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const bilingualOf = (value: unknown) => {
  const text = (value ?? {}) as { th?: unknown; en?: unknown };
  return { th: textOf(text.th), en: textOf(text.en) };
};

/** Thai and English side by side (stacked on a phone), each labelled with its language. */
function BilingualField({ path, label, value, long }: { path: string; label: string; value: unknown; long: boolean }) {
  const { t } = useT();
  const text = bilingualOf(value);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['th', 'en'] as const).map((language) => {
        const id = `${path}.${language}`;
        const name = `${label} (${t(`homePage.language.${language}`)})`;
        return (
          <div key={language} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="font-semibold">
              {name}
            </label>
            {long ? (
              <textarea id={id} name={id} defaultValue={text[language]} rows={3} className="field" lang={language} />
            ) : (
              <input id={id} name={id} defaultValue={text[language]} className="field" lang={language} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A picture's path (kept when no file is chosen) and a file to upload in its place. */
function PictureField({ path, label, value }: { path: string; label: string; value: unknown }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={path} className="font-semibold">
          {label}
        </label>
        <input id={path} name={path} defaultValue={textOf(value)} className="field" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={fileFieldOf(path)} className="font-semibold">
          {t('homePage.upload', { name: label })}
        </label>
        <input id={fileFieldOf(path)} name={fileFieldOf(path)} type="file" accept="image/jpeg,image/png,image/webp" className="min-w-0" />
      </div>
    </div>
  );
}

function LinkField({ path, value }: { path: string; value: unknown }) {
  const { t } = useT();
  const link = (value ?? {}) as { link_type?: string; link_value?: string };
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${path}.link_type`} className="font-semibold">
          {t('homePage.field.link_type')}
        </label>
        <select id={`${path}.link_type`} name={`${path}.link_type`} defaultValue={link.link_type ?? 'NONE'} className="field">
          {LINK_TARGETS.map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${path}.link_value`} className="font-semibold">
          {t('homePage.field.link_value')}
        </label>
        <input id={`${path}.link_value`} name={`${path}.link_value`} defaultValue={link.link_value ?? ''} className="field" />
      </div>
    </div>
  );
}

let nextKey = 0;
const newKey = () => (nextKey += 1);

/** A list's items (slides, banners, areas…): added and removed in place, each a group of its fields. */
function ListField({ path, spec, value }: { path: string; spec: Extract<FieldSpec, { kind: 'list' }>; value: unknown }) {
  const { t } = useT();
  const [items, setItems] = useState(() =>
    (Array.isArray(value) && value.length ? value : [emptyOf(spec.of)]).map((item) => ({ key: newKey(), item })),
  );
  const label = t(`homePage.field.${spec.name}`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 font-bold">{label}</legend>
      <input type="hidden" name={lengthFieldOf(path)} value={items.length} />
      {items.map(({ key, item }, index) => (
        <fieldset key={key} className="flex min-w-0 flex-col gap-3 border-t border-line pt-3">
          <legend className="font-semibold">{t('homePage.item', { name: label, number: index + 1 })}</legend>
          <Fields specs={spec.of} path={`${path}.${index}`} values={item} />
          {items.length > 1 && (
            <button
              type="button"
              className="btn btn-outline min-h-11 self-start"
              onClick={() => setItems(items.filter((entry) => entry.key !== key))}
            >
              {t('homePage.removeItem', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline min-h-11 self-start"
        onClick={() => setItems([...items, { key: newKey(), item: emptyOf(spec.of) }])}
      >
        {t('homePage.addItem', { name: label })}
      </button>
    </fieldset>
  );
}

function Field({ spec, path, value }: { spec: FieldSpec; path: string; value: unknown }) {
  const { t } = useT();
  const label = t(`homePage.field.${spec.name || 'paragraph'}`);
  switch (spec.kind) {
    case 'text':
    case 'optionalText':
    case 'paragraph':
      return <BilingualField path={path} label={label} value={value} long={spec.kind === 'paragraph'} />;
    case 'picture':
    case 'optionalPicture':
      return <PictureField path={path} label={label} value={value} />;
    case 'link':
      return <LinkField path={path} value={value} />;
    case 'list':
      return <ListField path={path} spec={spec} value={value} />;
    case 'number':
    case 'codes':
      return (
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={path} className="font-semibold">
            {label}
          </label>
          <input
            id={path}
            name={path}
            defaultValue={Array.isArray(value) ? value.join(', ') : textOf(value)}
            inputMode={spec.kind === 'number' ? 'decimal' : undefined}
            className="field"
          />
        </div>
      );
  }
}

/** The fields of one level: a block's settings, or one item of a list. */
export function Fields({ specs, path, values }: { specs: FieldSpec[]; path: string; values: unknown }) {
  const [only] = specs;
  if (specs.length === 1 && only && only.name === '') return <Field spec={only} path={path} value={values} />;
  const record = (values ?? {}) as Values;
  return (
    <>
      {specs.map((spec) => (
        <Field key={spec.name} spec={spec} path={pathOf(path, spec.name)} value={record[spec.name]} />
      ))}
    </>
  );
}
