/**
 * The shoppers of the commerce scenarios: members registered through the API as a shopper would (guest → phone →
 * code read from the dev outbox → profile), each with a saved home address. Made before measuring, a few at a time.
 */
import { callApi } from './server.ts';

export interface BenchMember {
  phone: string;
  token: string;
  addressId: string;
}

interface Area {
  id: string;
  postal_code?: string;
}

/** Bangkok's first district and sub-district: every member's address is in it. */
async function homeArea() {
  const province = '10';
  const [district] = await callApi<Area[]>('GET', `masters/district?province=${province}`);
  if (!district) throw new Error('no district in Bangkok');
  const [sub] = await callApi<Area[]>('GET', `masters/sub-district?province=${province}&district=${district.id}`);
  if (!sub) throw new Error('no sub-district in Bangkok');
  return { province_id: province, district_id: district.id, sub_district_id: sub.id, postal_code: sub.postal_code };
}

async function registerOne(phone: string, area: Awaited<ReturnType<typeof homeArea>>): Promise<BenchMember> {
  const guest = await callApi<{ access_token: string }>('POST', 'auth/login/guest');
  const ticket = await callApi<{ otp_ref: string }>('POST', 'auth/register/otp', { body: { phone } });
  const [message] = await callApi<Array<{ code: string | null }>>('GET', `dev/outbox?to=${phone}`);
  if (!message?.code) throw new Error(`no code was sent to ${phone}`);
  const verified = await callApi<{ verify_token: string }>('POST', 'auth/register/verify', {
    body: { otp_ref: ticket.otp_ref, code: message.code },
  });
  const session = await callApi<{ access_token: string }>('POST', 'auth/register', {
    token: guest.access_token,
    body: {
      verify_token: verified.verify_token,
      accept_policy: true,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      password: 'Talad-bench-2026',
    },
  });
  const address = await callApi<{ id: string }>('POST', 'addresses', {
    token: session.access_token,
    body: {
      kind: 'AddressShipping',
      type: 'home',
      firstname: 'สมหญิง',
      lastname: 'ใจงาม',
      phone,
      address_line: '1 ถนนวิทยุ',
      ...area,
    },
  });
  return { phone, token: session.access_token, addressId: address.id };
}

/**
 * `count` new members. Phones are 06 + three digits drawn for this run + a five-digit index, so a reused database
 * (BENCH_DATA_DIR) never meets a phone it already holds.
 */
export async function registerMembers(count: number, parallel = 8): Promise<BenchMember[]> {
  const area = await homeArea();
  const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const members: BenchMember[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      members.push(await registerOne(`06${run}${String(index).padStart(5, '0')}`, area));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return members;
}
