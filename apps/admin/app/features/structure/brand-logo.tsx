import type { AdminBrand } from '@talad/contract';
import { PRODUCT_PHOTO_TYPES } from '@talad/domain';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/** The drawn logos' addresses: the shop draws one from the brand's name and colour until one is uploaded. */
const isDrawn = (logo: string) => logo.startsWith('/media/brands/');

/**
 * A brand's logo (decision 0061): the one shoppers see, a form to upload or replace it (the API re-encodes it), and
 * the removal of an uploaded one, which brings the drawn one back. Each is audited by the API.
 */
export function BrandLogo({ brand, mayWrite }: { brand: AdminBrand; mayWrite: boolean }) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const drawn = isDrawn(brand.logo);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <figure className="flex shrink-0 flex-col gap-1">
        <img
          src={brand.logo}
          alt={t('structure.logoOf', { name: brand.name.th })}
          width={160}
          height={80}
          className="h-20 w-40 rounded border border-line object-contain"
        />
        <figcaption className="text-sm text-muted">{t(drawn ? 'structure.logoDrawn' : 'structure.logoUploaded')}</figcaption>
      </figure>
      {mayWrite && (
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2" aria-busy={busy}>
            <input type="hidden" name="intent" value="logo-upload" />
            <label htmlFor="brand-logo" className="font-semibold">
              {t('structure.logoChoose')}
            </label>
            <p id="brand-logo-hint" className="text-sm text-muted">
              {t('structure.logoHint')}
            </p>
            <input
              id="brand-logo"
              type="file"
              name="logo"
              accept={PRODUCT_PHOTO_TYPES.join(',')}
              required
              aria-describedby="brand-logo-hint"
              className="field min-w-0"
            />
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t(drawn ? 'structure.logoUpload' : 'structure.logoReplace')}
            </button>
          </Form>
          {!drawn && (
            <Form method="post">
              <input type="hidden" name="intent" value="logo-remove" />
              <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
                {t('structure.logoRemove')}
              </button>
            </Form>
          )}
        </div>
      )}
    </div>
  );
}
