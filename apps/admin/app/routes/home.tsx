import type { KeysetPage } from '@talad/contract';
import { Link } from 'react-router';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { queuesFor } from '../lib/queues.ts';
import { signedIn } from '../lib/signed-in.server.ts';
import type { Route } from './+types/home';

/** Home: who is signed in, and today's queues their role opens, each with how many are waiting. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = signedIn(context);
  const queues = await Promise.all(
    queuesFor(me.permissions).map(async (queue) => {
      const answer = await api.request<KeysetPage<unknown>>('GET', queue.api.path, { query: { ...queue.api.query, size: 1 } });
      const page = answer.is_success ? answer.data : null;
      // A list that does not answer shows no number rather than a wrong one.
      return { key: queue.key, to: queue.to, count: page?.approximate_total ?? null, exact: page?.total_exact ?? true };
    }),
  );
  return { name: me.name, queues };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home.title');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { count } = useFormat();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('home.title')}</h1>
      <p className="mt-1 text-muted">{t('home.greeting', { name: loaderData.name })}</p>
      {loaderData.queues.length > 0 && (
        <section aria-labelledby="queues-title" className="mt-6">
          <h2 id="queues-title" className="text-lg font-bold">
            {t('home.queues')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
            {loaderData.queues.map((queue) => (
              <li key={queue.key}>
                <Link to={queue.to} className="card flex h-full flex-col gap-1 p-4 hover:border-accent">
                  <span className="text-3xl font-bold" aria-hidden={queue.count === null}>
                    {queue.count === null ? '—' : `${queue.exact ? '' : '~'}${count(queue.count)}`}
                  </span>
                  <span>{t(`home.queue.${queue.key}`)}</span>
                  {queue.count === null && <span className="text-sm text-muted">{t('home.unavailable')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
