import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditQueryOf, auditSearch } from './audit-filters.ts';

describe('the audit log’s filters', () => {
  it('reads the filters the address carries, and nothing else', () => {
    const url = new URL('http://shop.test/admin/audit?entity=order:TL1&actor=system&cursor=abc&evil=1&action=');
    expect(auditFiltersOf(url)).toEqual({ entity: 'order:TL1', actor: 'system' });
  });

  it('a day picked is the whole Bangkok day: from its midnight to the next one', () => {
    expect(auditQueryOf({ from: '2026-11-28', to: '2026-11-28' })).toEqual({
      from: '2026-11-28T00:00:00+07:00',
      to: '2026-11-29T00:00:00+07:00',
    });
    expect(auditQueryOf({ to: '2026-12-31' })).toEqual({ to: '2027-01-01T00:00:00+07:00' });
    // Anything else goes as typed: the API answers what is wrong with it.
    expect(auditQueryOf({ from: 'yesterday' })).toEqual({ from: 'yesterday' });
  });

  it('the CSV link and the next page keep the same filters', () => {
    expect(auditSearch({ entity: 'review', actor: 'system' }, { cursor: 'c1' })).toBe('?entity=review&actor=system&cursor=c1');
    expect(auditSearch({})).toBe('');
  });
});
