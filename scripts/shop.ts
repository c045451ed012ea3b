/**
 * The shop's staff at the command line: moves an order through fulfilment, takes a product off sale and back, or
 * answers members' support cases, or sends members an announcement or a promotion, by calling the back office's API.
 *   npm run shop -- ship <order_no> [--carrier Kerry --tracking TH123]
 *   npm run shop -- pack|depart|pickup|deliver|fail|retry|return|cancel <order_no> [--reason "…"]
 *   npm run shop -- withdraw|restore|publish|unpublish <product_code>
 *   npm run shop -- case-list [OPEN|ANSWERED|CLOSED]
 *   npm run shop -- case-show <case_no>
 *   npm run shop -- case-answer <case_no> "text"      (e-mailed to the member)
 *   npm run shop -- case-close <case_no> ["text"]
 *   npm run shop -- notify <announce|promotion> <all|REGULAR|GOLD|VIP|member phone> "title" "text" [--title-en T --body-en B --link /path --key K]
 *   npm run shop -- owner <email>          (makes or promotes an owner; prints a one-time set-password link)
 *   npm run shop -- whoami                 (the staff member TALAD_STAFF_TOKEN signs in as)
 *   npm run shop -- totp <secret>          (the current authenticator code of a TOTP secret: the demo staff's)
 *   npm run shop -- backup <file>         (the database and media, as DATABASE_URL / DATA_DIR / MEDIA_DIR say)
 *   npm run shop -- restore <file>        (an existing backup file; refused while an API uses the database)
 * Backup and restore work on the data directly, totp on nothing but its argument; everything else calls API_URL
 * (http://localhost:PORT by default). Every staff command calls the back office's /admin/… routes as the staff member
 * whose personal API token TALAD_STAFF_TOKEN holds (made in the admin, My sessions, shown once; decision 0039), with
 * that member's role and audited as them. Only `owner`, the way in before the shop has an owner who can sign in,
 * takes the server's owner bootstrap key: OWNER_BOOTSTRAP_KEY, or the one the API generated under DATA_DIR (read the
 * same way the API reads it; decision 0044).
 */
import { existsSync } from 'node:fs';
import type { Manifest } from '../apps/api/src/backup/index.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ADMIN_ORDER_ACTIONS, type AdminOrderAction } from '../packages/contract/src/admin/orders.ts';
import { STAFF_PRODUCT_ACTIONS, type StaffProductAction } from '../packages/contract/src/catalog.ts';
import { MEMBERSHIP_TIERS, STAFF_NOTIFICATION_KINDS, terminalText, type MembershipTier } from '../packages/domain/src/index.ts';
import { totpCodeAt } from '../apps/api/src/modules/staff/totp.ts';

const USAGE = [
  `usage: npm run shop -- <${ADMIN_ORDER_ACTIONS.join('|')}> <order_no> [--carrier NAME --tracking NO] [--reason TEXT]`,
  `       npm run shop -- <${STAFF_PRODUCT_ACTIONS.join('|')}> <product_code>`,
  `       npm run shop -- case-list [OPEN|ANSWERED|CLOSED]`,
  `       npm run shop -- case-show <case_no>`,
  `       npm run shop -- case-answer <case_no> "text"`,
  `       npm run shop -- case-close <case_no> ["text"]`,
  `       npm run shop -- notify <${STAFF_NOTIFICATION_KINDS.join('|')}> <all|${MEMBERSHIP_TIERS.join('|')}|member phone> "title" "text" [--title-en T --body-en B --link /path --key K]`,
  `       npm run shop -- owner <email>`,
  `       npm run shop -- whoami`,
  `every command but owner, totp, backup and restore runs as the staff member of TALAD_STAFF_TOKEN (a personal API token)`,
  `       npm run shop -- totp <secret>`,
  `       npm run shop -- backup <file>`,
  `       npm run shop -- restore <file>     (an existing backup file; a product code puts that product back on sale)`,
].join('\n');

/**
 * An order's fulfilment step, a product taken off sale or put back, or a support case read, answered or closed: the
 * back office API's path, body (none for a read) and what to print.
 */
interface Command {
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
  headers?: Record<string, string>;
  describe(data: unknown): string;
}

/** The order as the desk shows it after a move (admin/orders/{order_no}): what the CLI prints of it. */
interface OrderAnswer {
  order_no: string;
  status: string;
  shipment_status: string | null;
  shipments: Array<{ carrier: string | null; tracking_no: string | null }>;
}

interface ProductAnswer {
  code: string;
  withdrawn_at: string | null;
  published_at: string | null;
}

function describeOrder(data: OrderAnswer): string {
  // The newest parcel (the desk lists them oldest first) is the one the shipment status is about.
  const latest = data.shipments.at(-1);
  const parcel = data.shipment_status
    ? `, shipment ${data.shipment_status}${latest?.tracking_no ? ` (${latest.carrier} ${latest.tracking_no})` : ''}`
    : '';
  return `${data.order_no}: order ${data.status}${parcel}`;
}

function describeProduct(data: ProductAnswer): string {
  if (data.published_at === null) return `${data.code}: a draft (shoppers do not see it)`;
  return data.withdrawn_at ? `${data.code}: withdrawn from sale since ${data.withdrawn_at}` : `${data.code}: on sale`;
}

interface CaseAnswer {
  case_no: string;
  status: string;
  topic: string;
  order_no: string | null;
  customer_name: string;
  last_message: string;
  updated_at: string;
}

interface CaseThread extends CaseAnswer {
  messages: Array<{ author: string; body: string; created_at: string; photos: Array<{ url: string }> }>;
}

const caseLine = (entry: CaseAnswer) =>
  `${entry.case_no}  ${entry.status.padEnd(8)}  ${entry.topic}${entry.order_no ? ` (${entry.order_no})` : ''}  ${entry.customer_name}: ${entry.last_message.replace(/\s+/g, ' ').slice(0, 60)}`;

function describeThread(data: CaseThread): string {
  const messages = data.messages.map(
    (message) =>
      `  [${message.created_at}] ${message.author}: ${message.body}${message.photos.length > 0 ? `\n    photos: ${message.photos.map((photo) => photo.url).join(' ')}` : ''}`,
  );
  return [caseLine(data), ...messages].join('\n');
}

const CASE_STATES = ['OPEN', 'ANSWERED', 'CLOSED'];

/** case-list, case-show, case-answer and case-close: the desk's side of /case-management (admin/cases). */
function parseCase(action: string, target: string | undefined, rest: string[]): Command | null {
  if (action === 'case-list') {
    const status = (target ?? 'OPEN').toUpperCase();
    if (!CASE_STATES.includes(status) || rest.length > 0) return null;
    return {
      path: `/admin/cases?status=${status}&size=50`,
      describe: (data) => {
        const queue = data as { items: CaseAnswer[]; approximate_total: number; total_exact: boolean };
        const total = `${queue.total_exact ? '' : 'about '}${queue.approximate_total}`;
        return [`${total} case(s) ${status}, the longest waiting first`, ...queue.items.map(caseLine)].join('\n');
      },
    };
  }
  if (!target) return null;
  const path = `/admin/cases/${encodeURIComponent(target)}`;
  if (action === 'case-show' && rest.length === 0) return { path, describe: (data) => describeThread(data as CaseThread) };
  const [message, ...extra] = rest;
  if (extra.length > 0) return null;
  if (action === 'case-answer' && message)
    return { path: `${path}/answer`, body: { message }, describe: (data) => describeThread(data as CaseThread) };
  if (action === 'case-close')
    return { path: `${path}/close`, body: message ? { message } : {}, describe: (data) => describeThread(data as CaseThread) };
  return null;
}

/** `--name value` pairs; null when one is not such a pair. */
function flagsOf(rest: string[]): Record<string, string> | null {
  const flags: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if (!name?.startsWith('--') || value === undefined) return null;
    flags[name.slice(2)] = value;
  }
  return flags;
}

interface NotificationAnswer {
  notification_id: number;
  kind: string;
  audience: string;
  tier: string | null;
  member_phone: string | null;
  title: { th: string; en: string | null };
}

/** notify: an announcement or a promotion for every member ("all"), one tier's members, or one member by phone. */
function parseNotify(argv: string[]): Command | null {
  const [kind, to, title, text, ...rest] = argv;
  const flags = flagsOf(rest);
  if (!kind || !STAFF_NOTIFICATION_KINDS.includes(kind as 'announce') || !to || !title || !text || !flags) return null;
  const tier = MEMBERSHIP_TIERS.find((code) => code === to.toUpperCase()) as MembershipTier | undefined;
  const audience =
    to.toLowerCase() === 'all' ? { audience: 'ALL' } : tier ? { audience: 'TIER', tier } : { audience: 'MEMBER', member_phone: to };
  return {
    path: '/admin/notifications',
    body: {
      kind,
      ...audience,
      title: { th: title, ...(flags['title-en'] ? { en: flags['title-en'] } : {}) },
      body: { th: text, ...(flags['body-en'] ? { en: flags['body-en'] } : {}) },
      ...(flags.link ? { link: flags.link } : {}),
    },
    ...(flags.key ? { headers: { 'idempotency-key': flags.key } } : {}),
    describe: (data) => {
      const sent = data as NotificationAnswer;
      const whom =
        sent.audience === 'ALL' ? 'every member' : sent.audience === 'TIER' ? `${sent.tier} members` : `member ${sent.member_phone}`;
      return `notification ${sent.notification_id} (${sent.kind}) sent to ${whom}: ${sent.title.th}`;
    },
  };
}

interface StaffLinkAnswer {
  staff: { email: string; role: string; status: string };
  link_url: string;
  expires_at: string;
}

interface MeAnswer {
  email: string;
  name: string;
  role: string;
  permissions: string[];
}

/** owner <email> and whoami: the back office's people. */
function parseStaff(action: string, target: string | undefined, rest: string[]): Command | null {
  if (action === 'owner' && target && rest.length === 0)
    return {
      path: OWNER_BOOTSTRAP_PATH,
      body: { email: target },
      describe: (data) => {
        const { staff, link_url, expires_at } = data as StaffLinkAnswer;
        return `${staff.email} is an owner (${staff.status}). Set the password at this link, once, before ${expires_at}:\n${link_url}`;
      },
    };
  if (action === 'whoami' && !target)
    return {
      path: '/admin/me',
      method: 'GET',
      describe: (data) => {
        const me = data as MeAnswer;
        return `${me.name} <${me.email}>, ${me.role}: ${me.permissions.join(', ')}`;
      },
    };
  return null;
}

function parse(argv: string[]): Command | null {
  const [action, target, ...rest] = argv;
  if (action === 'owner' || action === 'whoami') return parseStaff(action, target, rest);
  if (action?.startsWith('case-')) return parseCase(action, target, rest);
  if (action === 'notify') return parseNotify(argv.slice(1));
  if (!action || !target) return null;
  if (STAFF_PRODUCT_ACTIONS.includes(action as StaffProductAction)) {
    if (rest.length > 0) return null;
    return {
      path: `/admin/products/${encodeURIComponent(target)}/${action}`,
      body: {},
      describe: (data) => describeProduct(data as ProductAnswer),
    };
  }
  if (!ADMIN_ORDER_ACTIONS.includes(action as AdminOrderAction)) return null;
  const flags = flagsOf(rest);
  if (!flags) return null;
  const body = {
    ...(flags.carrier ? { carrier: flags.carrier } : {}),
    ...(flags.tracking ? { tracking_no: flags.tracking } : {}),
    ...(flags.reason ? { reason: flags.reason } : {}),
  };
  return { path: `/admin/orders/${encodeURIComponent(target)}/${action}`, body, describe: (data) => describeOrder(data as OrderAnswer) };
}

const rowsIn = (manifest: Manifest) => Object.values(manifest.tables).reduce((sum, rows) => sum + rows, 0);

/**
 * backup <file>, and restore <file> when the argument names a file (`restore <product_code>` puts a product back on
 * sale): on the database and media directly, not through the API. Exits when it was one of them.
 */
async function backupCommand([action, file, ...rest]: string[]) {
  const isBackup = action === 'backup' && file && rest.length === 0;
  const isRestore = action === 'restore' && file && rest.length === 0 && (existsSync(file) || /[./\\]/.test(file));
  if (!isBackup && !isRestore) return;
  // Loaded only here: the database drivers behind it doubled the start of every other command (the journeys run the
  // staff's commands ≈ 30 times a run).
  const { backUpShop, BackupRefused, restoreShop } = await import('../apps/api/src/backup/index.ts');
  const config = loadConfig();
  const place = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, mediaDir: config.mediaDir };
  try {
    if (isBackup) {
      const manifest = await backUpShop(place, file);
      console.log(
        `backed up ${manifest.engine} database (${Object.keys(manifest.tables).length} tables, ${rowsIn(manifest)} rows) and ${manifest.media_files} media file(s) to ${file}`,
      );
    } else {
      const { manifest, kept } = await restoreShop(place, file);
      console.log(
        `restored the backup of ${manifest.created_at} (${Object.keys(manifest.tables).length} tables, ${rowsIn(manifest)} rows, ${manifest.media_files} media file(s)); every table holds the rows the backup counted`,
      );
      for (const path of kept) console.log(`the replaced data is kept in ${path} (delete it when no longer needed)`);
    }
  } catch (error) {
    console.error(`${action} ${file}: ${error instanceof BackupRefused ? error.message : String(error)}`);
    process.exit(1);
  }
  process.exit(0);
}

/**
 * Every string of the API's answer as a terminal shows it (terminalText): what a member wrote (a case message, a
 * name) can neither print a line of its own, posing as the staff's, nor drive the terminal with its controls.
 */
function printable(value: unknown): unknown {
  if (typeof value === 'string') return terminalText(value);
  if (Array.isArray(value)) return value.map(printable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, printable(item)]));
}

/** totp <secret>: the code an authenticator app shows now for a base32 secret (the demo owner's and manager's). */
function totpCommand([action, secret, ...rest]: string[]) {
  if (action !== 'totp') return;
  if (!secret || rest.length > 0 || !/^[A-Z2-7]+=*$/i.test(secret)) {
    console.error('usage: npm run shop -- totp <base32 secret>');
    process.exit(2);
  }
  const now = new Date();
  const left = 30 - (Math.floor(now.getTime() / 1000) % 30);
  console.log(`${totpCodeAt(secret.toUpperCase(), now)}  (good for ${left} more second(s), and the 30 after)`);
  process.exit(0);
}

/** The one route the server's bootstrap key opens (decision 0044). */
const OWNER_BOOTSTRAP_PATH = '/bootstrap/owner';

const NO_TOKEN = `no staff token: set TALAD_STAFF_TOKEN to a personal API token (tsk_…) and run the command again.
Make one in the admin: sign in at /admin with your authenticator code, open "My sessions", "Make a token" under
"Personal API tokens"; it is shown once and acts with your role's permissions, audited as you. (The shared
STAFF_KEY is retired; a shop without an owner yet starts with: npm run shop -- owner <email>)`;

/**
 * Who the CLI is: the staff member of a personal API token for every back-office route, the server's bootstrap key
 * for making an owner (and for nothing else).
 */
function credentialsFor(path: string, bootstrapKey: string): Record<string, string> {
  if (path === OWNER_BOOTSTRAP_PATH) return { 'x-owner-bootstrap-key': bootstrapKey };
  const token = process.env.TALAD_STAFF_TOKEN?.trim();
  if (!token) {
    console.error(NO_TOKEN);
    process.exit(2);
  }
  if (!token.startsWith('tsk_') && !token.startsWith('tss_')) {
    console.error('TALAD_STAFF_TOKEN is not a staff token (a personal API token starts tsk_): make one in the admin, "My sessions"');
    process.exit(2);
  }
  return { authorization: `Bearer ${token}` };
}

const argv = process.argv.slice(2);
await backupCommand(argv);
totpCommand(argv);
const command = parse(argv);
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const apiUrl = (process.env.API_URL ?? `http://localhost:${config.port}`).replace(/\/$/, '');
const response = await fetch(`${apiUrl}${command.path}`, {
  method: command.method ?? (command.body ? 'POST' : 'GET'),
  headers: {
    ...(command.body ? { 'content-type': 'application/json' } : {}),
    'accept-language': 'en',
    ...credentialsFor(command.path, config.ownerBootstrapKey),
    ...command.headers,
  },
  ...(command.body ? { body: JSON.stringify(command.body) } : {}),
}).catch((error: unknown) => {
  console.error(`cannot reach the API at ${apiUrl}: ${String(error)}`);
  process.exit(1);
});
const answer = (await response.json()) as { is_success: boolean; message: string; data: unknown };
if (!answer.is_success || !answer.data) {
  console.error(`${terminalText(argv.slice(0, 2).join(' '))}: ${terminalText(answer.message)} (HTTP ${response.status})`);
  if (response.status === 401 && command.path !== OWNER_BOOTSTRAP_PATH)
    console.error('TALAD_STAFF_TOKEN was revoked, or its staff member disabled: make a new token in the admin, "My sessions"');
  process.exit(1);
}
console.log(command.describe(printable(answer.data)));
