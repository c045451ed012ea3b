import type { AdminAuditEntry } from '@talad/contract';
import { getAuditPage } from '@talad/sdk/admin';
import { Form, Link } from 'react-router';
import type { AUDIT_FILTERS } from '../lib/audit-filters.ts';
import { auditFiltersOf, auditQueryOf, auditSearch, type AuditFilters } from '../lib/audit-filters.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { WhenSeen } from '../ui/when-seen.tsx';
import type { Route } from './+types/audit';

/**
 * The audit log (issue #26, decision 0040; audit.read): who changed what, newest first, filtered by entity
 * (`order`, `order:TL…`), actor (the shop's jobs, me, or whoever a row names), action and days; keyset pages, and the
 * same filters as a CSV file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'audit.read');
  const url = new URL(request.url);
  const filters = auditFiltersOf(url);
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const answer = await getAuditPage(api, { ...auditQueryOf(filters), cursor });
  return {
    filters,
    myId: me.id,
    atStart: !cursor,
    page: answer.is_success ? answer.data : null,
    error: answer.is_success ? null : answer.message,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'audit.title');

export default function Audit({ loaderData: { filters, myId, atStart, page, error } }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <a href={`/admin/audit.csv${auditSearch(filters)}`} className="btn btn-outline" download>
          {t('audit.csv')}
        </a>
      </div>
      <FilterForm filters={filters} myId={myId} />
      {error && <Notice tone="error">{error}</Notice>}
      {page && (
        <>
          <p className="text-muted" role="status">
            {t(page.total_exact ? 'audit.count' : 'audit.countAbout', { count: page.approximate_total })}
          </p>
          {page.items.length === 0 ? (
            <p>{t('audit.none')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {page.items.map((entry) => (
                <AuditRow key={entry.entry_id} entry={entry} filters={filters} />
              ))}
            </ol>
          )}
          <nav aria-label={t('audit.pages')} className="flex gap-2">
            {!atStart && (
              <Link to={`/audit${auditSearch(filters)}`} className="btn btn-outline">
                {t('audit.first')}
              </Link>
            )}
            {page.next_cursor && (
              <Link to={`/audit${auditSearch(filters, { cursor: page.next_cursor })}`} className="btn btn-outline">
                {t('audit.next')}
              </Link>
            )}
          </nav>
        </>
      )}
    </div>
  );
}

function FilterForm({ filters, myId }: { filters: AuditFilters; myId: string }) {
  const { t } = useT();
  const actorIsSomeoneElse = filters.actor && filters.actor !== 'system' && filters.actor !== myId;
  return (
    <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_10rem_10rem_auto] lg:items-end">
      <FilterField name="entity" label={t('audit.entity')} hint={t('audit.entityHint')} value={filters.entity} />
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-actor" className="font-semibold">
          {t('audit.actor')}
        </label>
        <select id="filter-actor" name="actor" defaultValue={filters.actor ?? ''} className="field">
          <option value="">{t('audit.anyone')}</option>
          <option value={myId}>{t('audit.me')}</option>
          <option value="system">{t('audit.system')}</option>
          {actorIsSomeoneElse && <option value={filters.actor}>{t('audit.thisActor')}</option>}
        </select>
      </div>
      <FilterField name="action" label={t('audit.action')} hint={t('audit.actionHint')} value={filters.action} />
      <FilterField name="from" label={t('audit.from')} value={filters.from} type="date" />
      <FilterField name="to" label={t('audit.to')} value={filters.to} type="date" />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('audit.filter')}
        </button>
        {Object.keys(filters).length > 0 && (
          <Link to="/audit" className="btn btn-outline">
            {t('audit.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}

function FilterField({
  name,
  label,
  hint,
  value,
  type = 'text',
}: {
  name: (typeof AUDIT_FILTERS)[number];
  label: string;
  hint?: string;
  value?: string;
  type?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        placeholder={hint}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="field"
        maxLength={200}
      />
      {hint && (
        <span id={`${id}-hint`} className="sr-only">
          {hint}
        </span>
      )}
    </div>
  );
}

function AuditRow({ entry, filters }: { entry: AdminAuditEntry; filters: AuditFilters }) {
  const { t } = useT();
  const changed = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <li className="card flex flex-col gap-1 p-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono font-semibold">{entry.action}</span>
        <Link
          to={`/audit${auditSearch({ ...filters, entity: `${entry.entity.type}:${entry.entity.id}` })}`}
          className="text-accent underline"
        >
          {entry.entity.type}:{entry.entity.id}
        </Link>
        <span className="text-sm text-muted">
          <WhenSeen at={entry.at} />
        </span>
      </p>
      <p className="text-sm">
        {t('audit.by')}{' '}
        <Link
          to={`/audit${auditSearch({ ...filters, actor: entry.actor.type === 'system' ? 'system' : (entry.actor.id ?? '') })}`}
          className="text-accent underline"
        >
          {entry.actor.label}
        </Link>
        {entry.address && <span className="text-muted"> · {entry.address}</span>}
      </p>
      {changed.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {changed.map((field) => (
            <div key={field} className="contents">
              <dt className="font-mono text-muted">{field}</dt>
              <dd className="font-mono break-all">
                {shown(entry.before?.[field])} → {shown(entry.after?.[field])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {entry.reason && (
        <p className="text-sm">
          {t('audit.reason')}: {entry.reason}
        </p>
      )}
    </li>
  );
}

/** A field's value as one short line (the log keeps JSON). */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
