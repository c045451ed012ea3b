import type { Envelope } from '@talad/domain';
import {
  getDistricts,
  getPostalCodes,
  getProvinces,
  getSubDistricts,
  type ApiClient,
  type AreaOption,
  type ThaiLocation,
} from '@talad/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { localeFromPath } from '../../lib/locale-path.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { SelectField } from '../../ui/fields.tsx';

const EMPTY_LOCATION: ThaiLocation = { province_id: '', district_id: '', sub_district_id: '', postal_code: '' };

/** The location of a saved address, or an empty one for a new address. */
export function locationOf(address: ThaiLocation | null): ThaiLocation {
  if (!address) return EMPTY_LOCATION;
  const { province_id, district_id, sub_district_id, postal_code } = address;
  return { province_id, district_id, sub_district_id, postal_code };
}

type Options = Array<{ value: string; label: string }>;

/** One level of the chain: read when its parent is chosen (a null request means "parent not chosen yet"). */
function useLevel(request: ((api: ApiClient) => Promise<Envelope<Options>>) | null, key: string): Options {
  const { config } = useShellData();
  const [options, setOptions] = useState<Options>([]);
  useEffect(() => {
    setOptions([]);
    if (!request) return;
    let current = true;
    request(browserApi(config))
      .then((answer) => current && setOptions(answer.is_success ? (answer.data ?? []) : []))
      .catch((error: unknown) => console.error(`${key} failed:`, error));
    return () => {
      current = false;
    };
    // The request is rebuilt on every render; `key` names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, key]);
  return options;
}

const asOptions = (areas: AreaOption[]): Options => areas.map((area) => ({ value: area.id, label: area.name }));

export type LocationErrors = Partial<Record<keyof ThaiLocation, string>>;

/**
 * Province → district → sub-district → postcode (spec §7): each list is read when the one above is chosen, and a
 * new choice clears everything below it. A sub-district with one postcode fills it in.
 */
export function ThaiLocationFields({
  value,
  onChange,
  errors,
}: {
  value: ThaiLocation;
  onChange: (next: ThaiLocation) => void;
  errors: LocationErrors;
}) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const { province_id: province, district_id: district, sub_district_id: subDistrict } = value;

  const provinces = useLevel(async (api) => mapData(await getProvinces(api, { locale }), asOptions), `province ${locale}`);
  const districts = useLevel(
    province ? async (api) => mapData(await getDistricts(api, province, { locale }), asOptions) : null,
    `district ${province} ${locale}`,
  );
  const subDistricts = useLevel(
    province && district ? async (api) => mapData(await getSubDistricts(api, province, district, { locale }), asOptions) : null,
    `sub-district ${district} ${locale}`,
  );
  const postalCodes = useLevel(
    subDistrict && district
      ? async (api) =>
          mapData(await getPostalCodes(api, subDistrict, district, { locale }), (codes) =>
            codes.map(({ postal_code }) => ({ value: postal_code, label: postal_code })),
          )
      : null,
    `postal-code ${subDistrict}`,
  );

  useEffect(() => {
    if (postalCodes.length === 1 && value.postal_code !== postalCodes[0]!.value) onChange({ ...value, postal_code: postalCodes[0]!.value });
  }, [postalCodes, value, onChange]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('address.province')}
        placeholder={t('address.choose')}
        options={provinces}
        value={province}
        error={errors.province_id}
        onChange={(event) => onChange({ ...EMPTY_LOCATION, province_id: event.target.value })}
      />
      <SelectField
        label={t('address.district')}
        placeholder={t('address.choose')}
        options={districts}
        value={district}
        disabled={!province}
        error={errors.district_id}
        onChange={(event) => onChange({ ...EMPTY_LOCATION, province_id: province, district_id: event.target.value })}
      />
      <SelectField
        label={t('address.subDistrict')}
        placeholder={t('address.choose')}
        options={subDistricts}
        value={subDistrict}
        disabled={!district}
        error={errors.sub_district_id}
        onChange={(event) => onChange({ ...value, sub_district_id: event.target.value, postal_code: '' })}
      />
      <SelectField
        label={t('address.postalCode')}
        placeholder={t('address.choose')}
        options={postalCodes}
        value={value.postal_code}
        disabled={!subDistrict}
        error={errors.postal_code}
        onChange={(event) => onChange({ ...value, postal_code: event.target.value })}
      />
    </div>
  );
}

function mapData<T>(answer: Envelope<T>, map: (data: T) => Options): Envelope<Options> {
  return { ...answer, data: answer.is_success && answer.data ? map(answer.data) : null };
}

/** Which levels are still missing, as messages for the fields. */
export function locationErrors(location: ThaiLocation, message: (field: keyof ThaiLocation) => string): LocationErrors {
  const errors: LocationErrors = {};
  for (const field of Object.keys(EMPTY_LOCATION) as Array<keyof ThaiLocation>) if (!location[field]) errors[field] = message(field);
  return errors;
}
