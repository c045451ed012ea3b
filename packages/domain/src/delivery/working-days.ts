/**
 * Thai working days for delivery estimates (spec §3: "delivery in 1-3 or 3-5 working days"): Monday to Friday in
 * Bangkok time (UTC+7 all year, no daylight saving), skipping Thai public holidays.
 */

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Thai public holidays 2026–2027 that fall on a working day, with the substitute day when the holiday itself falls on
 * a weekend. The Buddhist holidays follow the lunar calendar: these are the expected dates; the cabinet confirms them
 * each year, so check the table against its announcement before a year starts. Beyond 2027 only weekends are skipped.
 */
export const THAI_PUBLIC_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-01-01': "New Year's Day",
  '2026-03-03': 'Makha Bucha Day',
  '2026-04-06': 'Chakri Memorial Day',
  '2026-04-13': 'Songkran',
  '2026-04-14': 'Songkran',
  '2026-04-15': 'Songkran',
  '2026-05-01': 'National Labour Day',
  '2026-05-04': 'Coronation Day',
  '2026-06-01': 'Visakha Bucha Day (substitute for Sunday 31 May)',
  '2026-06-03': "Queen Suthida's Birthday",
  '2026-07-28': "King Vajiralongkorn's Birthday",
  '2026-07-29': 'Asalha Bucha Day',
  '2026-07-30': 'Buddhist Lent Day',
  '2026-08-12': "Queen Mother's Birthday and Mother's Day",
  '2026-10-13': 'King Bhumibol Memorial Day',
  '2026-10-23': 'Chulalongkorn Day',
  '2026-12-07': "King Bhumibol's Birthday and Father's Day (substitute for Saturday 5 December)",
  '2026-12-10': 'Constitution Day',
  '2026-12-31': "New Year's Eve",
  '2027-01-01': "New Year's Day",
  '2027-02-22': 'Makha Bucha Day (substitute for Saturday 20 February)',
  '2027-04-06': 'Chakri Memorial Day',
  '2027-04-13': 'Songkran',
  '2027-04-14': 'Songkran',
  '2027-04-15': 'Songkran',
  '2027-05-03': 'National Labour Day (substitute for Saturday 1 May)',
  '2027-05-04': 'Coronation Day',
  '2027-05-20': 'Visakha Bucha Day',
  '2027-06-03': "Queen Suthida's Birthday",
  '2027-07-19': 'Buddhist Lent Day',
  '2027-07-20': 'Asalha Bucha Day (substitute for Sunday 18 July)',
  '2027-07-28': "King Vajiralongkorn's Birthday",
  '2027-08-12': "Queen Mother's Birthday and Mother's Day",
  '2027-10-13': 'King Bhumibol Memorial Day',
  '2027-10-25': 'Chulalongkorn Day (substitute for Saturday 23 October)',
  '2027-12-06': "King Bhumibol's Birthday and Father's Day (substitute for Sunday 5 December)",
  '2027-12-10': 'Constitution Day',
  '2027-12-31': "New Year's Eve",
};

/** The Bangkok calendar day of a moment, as 'YYYY-MM-DD'. */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 in Bangkok of a 'YYYY-MM-DD' day. */
function bangkokMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** Whether a Bangkok calendar day ('YYYY-MM-DD') is a Thai working day. */
export function isThaiWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !(day in THAI_PUBLIC_HOLIDAYS);
}

/** The Bangkok day that is the `count`-th working day after the Bangkok day of `at` (count ≥ 1). */
export function addThaiWorkingDays(at: Date, count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a whole number of days ≥ 1, got ${count}`);
  let cursor = Date.parse(`${bangkokDay(at)}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    cursor += DAY_MS;
    if (isThaiWorkingDay(new Date(cursor).toISOString().slice(0, 10))) left -= 1;
  }
  return new Date(cursor).toISOString().slice(0, 10);
}

/**
 * When an order placed at `placedAt` arrives: from the `days[0]`-th to the `days[1]`-th Thai working day after the day
 * it was placed (Bangkok time; the day of placing never counts, whatever the hour). Both ends are 00:00 Bangkok of
 * their day: show them as dates in the Asia/Bangkok time zone.
 */
export function deliveryWindow(placedAt: Date, days: [1, 3] | [3, 5]): { from: Date; to: Date } {
  return { from: bangkokMidnight(addThaiWorkingDays(placedAt, days[0])), to: bangkokMidnight(addThaiWorkingDays(placedAt, days[1])) };
}
