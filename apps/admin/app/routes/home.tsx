import { useT } from '../lib/i18n.ts';
import { signedIn } from '../lib/signed-in.server.ts';
import type { Route } from './+types/home';

/** Home: who is signed in and today's queues (filled in as the orders and cases APIs land). */
export function loader({ context }: Route.LoaderArgs) {
  const { me } = signedIn(context);
  return { name: me.name };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('home.title')}</h1>
      <p className="mt-1 text-muted">{t('home.greeting', { name: loaderData.name })}</p>
    </>
  );
}
