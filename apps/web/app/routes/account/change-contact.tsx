import { useParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ContactChange } from '../../features/account/contact-change.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMetaOf } from '../../lib/private-meta.ts';
import type { Route } from './+types/change-contact';

const CONTACTS = { phone: 'Phone', email: 'Email' } as const;
type Contact = keyof typeof CONTACTS;

function contactOf(value: string | undefined): Contact | null {
  return value === 'phone' || value === 'email' ? value : null;
}

/** Only /account/change/phone and /account/change/email exist; anything else is the not-found page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!contactOf(params.contact)) throw new Response('Page not found', { status: 404 });
  return null;
}

/** The contact is the path's last part (/account/change/phone). */
export const meta = privateMetaOf((pathname) => {
  const name = CONTACTS[contactOf(pathname.split('/').at(-1)) ?? 'phone'];
  return { titleKey: `profile.change${name}Title`, descriptionKey: `profile.change${name}Intro` };
});

/** /account/change/phone and /account/change/email. */
export default function ChangeContact() {
  const { t } = useTranslation();
  const contact = contactOf(useParams().contact) ?? 'phone';
  const name = CONTACTS[contact];
  return (
    <AccountPage title={t(`profile.change${name}Title`)} intro={t(`profile.change${name}Intro`)} testId={`change-${contact}`}>
      <ContactChange contact={contact} />
    </AccountPage>
  );
}
