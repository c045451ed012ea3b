/**
 * The shop's staff at the command line: moves an order through fulfilment by calling the staff API.
 *   npm run shop -- ship <order_no> [--carrier Kerry --tracking TH123]
 *   npm run shop -- pack|depart|pickup|deliver|fail|retry|return <order_no> [--reason "…"]
 * It calls API_URL (http://localhost:PORT by default) with the staff key: STAFF_KEY, or the one the API generated
 * under DATA_DIR (read the same way the API reads it).
 */
import { loadConfig } from '../apps/api/src/config.ts';
import { STAFF_ORDER_ACTIONS, type StaffOrderAction } from '../packages/contract/src/order.ts';

const USAGE = `usage: npm run shop -- <${STAFF_ORDER_ACTIONS.join('|')}> <order_no> [--carrier NAME --tracking NO] [--reason TEXT]`;

function parse(argv: string[]) {
  const [action, orderNo, ...rest] = argv;
  if (!action || !orderNo || !STAFF_ORDER_ACTIONS.includes(action as StaffOrderAction)) return null;
  const flags: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if (!name?.startsWith('--') || value === undefined) return null;
    flags[name.slice(2)] = value;
  }
  const body = {
    ...(flags.carrier ? { carrier: flags.carrier } : {}),
    ...(flags.tracking ? { tracking_no: flags.tracking } : {}),
    ...(flags.reason ? { reason: flags.reason } : {}),
  };
  return { action: action as StaffOrderAction, orderNo, body };
}

const command = parse(process.argv.slice(2));
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const apiUrl = (process.env.API_URL ?? `http://localhost:${config.port}`).replace(/\/$/, '');
const response = await fetch(`${apiUrl}/staff/orders/${encodeURIComponent(command.orderNo)}/${command.action}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-staff-key': config.staffKey },
  body: JSON.stringify(command.body),
}).catch((error: unknown) => {
  console.error(`cannot reach the API at ${apiUrl}: ${String(error)}`);
  process.exit(1);
});
const answer = (await response.json()) as {
  is_success: boolean;
  message: string;
  data: {
    order_no: string;
    status: string;
    shipment: { status: string; carrier: string | null; tracking_no: string | null } | null;
  } | null;
};
if (!answer.is_success || !answer.data) {
  console.error(`${command.action} ${command.orderNo}: ${answer.message} (HTTP ${response.status})`);
  process.exit(1);
}
const { data } = answer;
const parcel = data.shipment
  ? `, shipment ${data.shipment.status}${data.shipment.tracking_no ? ` (${data.shipment.carrier} ${data.shipment.tracking_no})` : ''}`
  : '';
console.log(`${data.order_no}: order ${data.status}${parcel}`);
