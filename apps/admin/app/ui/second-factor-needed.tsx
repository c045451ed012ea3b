import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';

/**
 * What a screen shows when its permission moves money, stock, prices or people and this session has not proved the
 * second factor (STAFF_SECOND_FACTOR_REQUIRED): the way to prove it, or to enrol first, and back here.
 */
export function SecondFactorNeeded({ enrolled, back }: { enrolled: boolean; back: string }) {
  const { t } = useT();
  return (
    <div className="card flex flex-col gap-3 p-4" role="status">
      <p>{t(enrolled ? 'twoFactor.neededVerify' : 'twoFactor.neededEnrol')}</p>
      <Link to={enrolled ? `/sign-in?next=${encodeURIComponent(back)}` : '/two-factor'} className="btn btn-primary self-start">
        {t(enrolled ? 'signIn.verify' : 'twoFactor.enrolNow')}
      </Link>
    </div>
  );
}
