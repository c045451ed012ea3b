import type { AdminNotification } from '@talad/contract';
import {
  MEMBERSHIP_TIERS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  STAFF_NOTIFICATION_KINDS,
} from '@talad/domain';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';

type Sent = { ok: true; sent: AdminNotification } | { ok: false; message: string; fields: string[] };

/**
 * An announcement or a promotion to every member, one tier or one member (by phone): a title and a text in Thai, and
 * in English for members who read the shop in English, and a link inside the shop. Sent with the form's own
 * Idempotency-Key (`idempotencyKey`), so a second press sends nothing twice.
 */
export function AnnouncementForm({ idempotencyKey, result }: { idempotencyKey: string; result: Sent | undefined }) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const [audience, setAudience] = useState<string>('ALL');
  const wrong = (field: string) => (result && !result.ok && result.fields.some((name) => name.startsWith(field)) ? true : undefined);
  return (
    <Form method="post" className="flex flex-col gap-4" key={idempotencyKey}>
      <input type="hidden" name="key" value={idempotencyKey} />
      {result && !result.ok && <Notice tone="error">{result.message}</Notice>}
      {result?.ok && <Notice tone="ok">{t('notifications.sent', { title: result.sent.title.th })}</Notice>}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="font-semibold">{t('notifications.kind')}</legend>
        {STAFF_NOTIFICATION_KINDS.map((kind, index) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="kind" value={kind} defaultChecked={index === 0} className="size-5" />
            {t(`notifications.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="font-semibold">{t('notifications.audience')}</legend>
        {NOTIFICATION_AUDIENCES.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="audience"
              value={choice}
              checked={audience === choice}
              onChange={() => setAudience(choice)}
              className="size-5"
            />
            {t(`notifications.audiences.${choice}`)}
          </label>
        ))}
      </fieldset>
      {audience === 'TIER' && (
        <div className="flex flex-col gap-1">
          <label htmlFor="notify-tier" className="font-semibold">
            {t('notifications.tier')}
          </label>
          <select id="notify-tier" name="tier" className="field min-h-11">
            {MEMBERSHIP_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t(`customers.tier.${tier}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {audience === 'MEMBER' && (
        <TextField
          id="notify-phone"
          name="member_phone"
          label={t('notifications.phone')}
          hint={t('notifications.phoneHint')}
          required
          maxLength={12}
          inputMode="tel"
          invalid={wrong('member_phone')}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="notify-title-th"
          name="title_th"
          label={t('notifications.titleTh')}
          required
          maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
          invalid={wrong('title.th')}
        />
        <TextField
          id="notify-title-en"
          name="title_en"
          label={t('notifications.titleEn')}
          maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
          invalid={wrong('title.en')}
        />
        <TextArea
          id="notify-body-th"
          name="body_th"
          label={t('notifications.bodyTh')}
          required
          maxLength={NOTIFICATION_BODY_MAX_LENGTH}
          invalid={wrong('body.th')}
        />
        <TextArea
          id="notify-body-en"
          name="body_en"
          label={t('notifications.bodyEn')}
          maxLength={NOTIFICATION_BODY_MAX_LENGTH}
          invalid={wrong('body.en')}
        />
      </div>
      <TextField
        id="notify-link"
        name="link"
        label={t('notifications.link')}
        hint={t('notifications.linkHint')}
        maxLength={500}
        invalid={wrong('link')}
      />
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('notifications.send')}
      </button>
    </Form>
  );
}

interface TextProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  invalid?: boolean;
  inputMode?: 'tel';
}

function TextField({ id, label, hint, invalid, ...input }: TextProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input id={id} className="field min-h-11" aria-invalid={invalid} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </div>
  );
}

function TextArea({ id, label, invalid, ...input }: TextProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea id={id} rows={4} className="field" aria-invalid={invalid} {...input} />
    </div>
  );
}
