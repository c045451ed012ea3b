import type { RulePreview } from '@talad/contract';
import type { PromotionStatus } from '@talad/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import { Panel } from '../../ui/panel.tsx';
import { SecondFactorNeeded } from '../../ui/second-factor-needed.tsx';
import { EndForm } from './form-parts.tsx';
import { PreviewPanel } from './rule-preview.tsx';

export interface RuleScreenAccess {
  mayWrite: boolean;
  secondFactor: boolean;
  totpEnabled: boolean;
  here: string;
  saved: string | null;
}

/**
 * The frame of a promotion's, coupon's or slot's screen: back to its list, its heading and status, the form (or why it
 * cannot be changed), "end now", and the preview of a saved one beside it on a wide screen.
 */
export function RuleScreen({
  back,
  title,
  status,
  preview,
  access,
  children,
}: {
  back: string;
  title: string;
  status: PromotionStatus | null;
  preview: RulePreview | null;
  access: RuleScreenAccess;
  children: ReactNode;
}) {
  const { t } = useT();
  const editable = status !== 'ended';
  return (
    <>
      <p>
        <Link to={back} className="text-accent underline">
          {t('promotions.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{title}</h1>
      {status && <p className="text-muted">{t(`promotions.status.${status}`)}</p>}
      {access.saved && (
        <div className="mt-2">
          <Notice tone="ok">{t(access.saved === 'ended' ? 'promotions.ended' : 'promotions.saved')}</Notice>
        </div>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel
          title={t('promotions.terms')}
          actions={access.mayWrite && access.secondFactor && status && editable ? <EndForm /> : undefined}
        >
          {!access.mayWrite ? (
            <p className="text-muted">{t('promotions.readOnly')}</p>
          ) : !editable ? (
            <p className="text-muted">{t('promotions.endedReadOnly')}</p>
          ) : access.secondFactor ? (
            children
          ) : (
            <SecondFactorNeeded enrolled={access.totpEnabled} back={access.here} />
          )}
        </Panel>
        {preview && <PreviewPanel preview={preview} />}
      </div>
    </>
  );
}

/** What every rule screen's loader tells its frame about the member. */
export function accessOf(
  me: { permissions: readonly string[]; second_factor: boolean; totp_enabled: boolean },
  url: URL,
): RuleScreenAccess {
  return {
    mayWrite: me.permissions.includes('promotions.write'),
    secondFactor: me.second_factor,
    totpEnabled: me.totp_enabled,
    here: url.pathname.replace(/^\/admin/, '') + url.search,
    saved: url.searchParams.get('saved'),
  };
}
