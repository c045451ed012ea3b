import { describe, expect, it } from 'vitest';
import { SHIPMENT_FLOW, transition } from '../flows/index.ts';
import {
  groupedPickupCode,
  newPickupCode,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
  pickupCodeMatches,
  pickupDeadline,
  pickupMoveRefusal,
  storeHoursOf,
  storeHoursText,
  storeMapLink,
} from './pickup.ts';

describe('the pickup code', () => {
  it('is eight characters of an alphabet without lookalikes', () => {
    let seed = 7;
    const code = newPickupCode((below) => (seed = (seed * 31 + 11) % 9973) % below);
    expect(code).toHaveLength(PICKUP_CODE_LENGTH);
    expect([...code].every((char) => PICKUP_CODE_ALPHABET.includes(char))).toBe(true);
    for (const lookalike of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B', '2', 'Z', 'U', 'V'])
      expect(PICKUP_CODE_ALPHABET).not.toContain(lookalike);
  });

  it('matches what the shopper shows in any case, grouped or not, and nothing else', () => {
    expect(pickupCodeMatches('K7QM-4XRT'.replace('-', ''), 'k7qm-4xrt')).toBe(true);
    expect(pickupCodeMatches('K7QM4XRT', ' K7QM 4XRT ')).toBe(true);
    expect(pickupCodeMatches('K7QM4XRT', 'K7QM4XR')).toBe(false);
    expect(pickupCodeMatches('K7QM4XRT', 'K7QM4XRTT')).toBe(false);
    expect(pickupCodeMatches('K7QM4XRT', 'K7QM4XRA')).toBe(false);
    expect(pickupCodeMatches('K7QM4XRT', '')).toBe(false);
    expect(groupedPickupCode('K7QM4XRT')).toBe('K7QM-4XRT');
  });

  it('is kept for seven days from the parcel reaching the store', () => {
    expect(pickupDeadline(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-12-06T10:00:00.000Z');
  });
});

describe("a store's hours and place", () => {
  it('reads null as open 24 hours and HH:MM-HH:MM as its opening and closing', () => {
    expect(storeHoursOf(null)).toEqual({ open24Hours: true, opens: null, closes: null });
    expect(storeHoursOf('06:00-22:00')).toEqual({ open24Hours: false, opens: '06:00', closes: '22:00' });
    expect(storeHoursText(null, 'th')).toBe('เปิด 24 ชั่วโมง');
    expect(storeHoursText('06:00-22:00', 'en')).toBe('open 06:00–22:00');
    expect(storeMapLink(13.7563, 100.5018)).toBe('https://www.google.com/maps/search/?api=1&query=13.7563,100.5018');
  });
});

describe('the pickup moves', () => {
  it('issue the code on reaching the store and close it on leaving, through the shipment table', () => {
    expect(transition(SHIPMENT_FLOW, 'DEPARTED', 'PICKUP', 'staff')).toEqual({ ok: true, effects: ['issuePickupCode', 'notifyShopper'] });
    expect(transition(SHIPMENT_FLOW, 'DEPARTED', 'PICKUP', 'carrier')).toEqual({ ok: true, effects: ['issuePickupCode', 'notifyShopper'] });
    expect(transition(SHIPMENT_FLOW, 'PICKUP', 'DELIVERED', 'staff')).toEqual({
      ok: true,
      effects: ['closePickup', 'collectCod', 'notifyShopper'],
    });
    expect(transition(SHIPMENT_FLOW, 'PICKUP', 'DELIVERYFAILED', 'carrier')).toEqual({
      ok: true,
      effects: ['closePickup', 'notifyShopper'],
    });
    expect(transition(SHIPMENT_FLOW, 'SHIPPING', 'PICKUP', 'staff')).toEqual({ ok: false, error: 'STATE_TRANSITION_INVALID' });
    expect(transition(SHIPMENT_FLOW, 'DEPARTED', 'PICKUP', 'shopper')).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
  });

  it('wait at a store only for store orders, and leave it at the counter only with the code checked', () => {
    const base = { from: 'DEPARTED', to: 'PICKUP', by: 'staff', codeChecked: false } as const;
    expect(pickupMoveRefusal({ ...base, deliveryType: 'home' })).toBe('PICKUP_NOT_STORE_DELIVERY');
    expect(pickupMoveRefusal({ ...base, deliveryType: 'store7_11' })).toBeNull();
    const collect = { deliveryType: 'store7_11', from: 'PICKUP', to: 'DELIVERED' } as const;
    expect(pickupMoveRefusal({ ...collect, by: 'staff', codeChecked: false })).toBe('PICKUP_CODE_REQUIRED');
    expect(pickupMoveRefusal({ ...collect, by: 'staff', codeChecked: true })).toBeNull();
    expect(pickupMoveRefusal({ ...collect, by: 'carrier', codeChecked: false })).toBeNull();
    expect(pickupMoveRefusal({ ...collect, to: 'DELIVERYFAILED', by: 'staff', codeChecked: false })).toBeNull();
  });
});
