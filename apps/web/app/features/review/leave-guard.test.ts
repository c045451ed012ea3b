import { describe, expect, it } from 'vitest';
import { leaveTarget, leavesPage, mustConfirmLeaving } from './leave-guard.ts';

const review = { pathname: '/account/my-review/12', search: '', hash: '' };

describe('the leave-page popup of a my-review page (spec §2)', () => {
  it('asks before leaving only while the form has unsaved changes', () => {
    const elsewhere = { pathname: '/account/cashback' };
    expect(mustConfirmLeaving(true, review, elsewhere)).toBe(true);
    expect(mustConfirmLeaving(false, review, elsewhere)).toBe(false);
  });

  it('another page leaves, the list of the same area too; a query or fragment alone stays', () => {
    expect(leavesPage(review, { pathname: '/account/my-review' })).toBe(true);
    expect(leavesPage(review, { pathname: '/en/account/my-review/12' })).toBe(true);
    expect(leavesPage(review, { pathname: '/account/my-review/12' })).toBe(false);
    expect(mustConfirmLeaving(true, review, { pathname: '/account/my-review/12' })).toBe(false);
  });

  it('remembers the whole target: path, query and fragment', () => {
    expect(leaveTarget({ pathname: '/account/my-review', search: '?tab=history', hash: '' })).toBe('/account/my-review?tab=history');
    expect(leaveTarget({ pathname: '/product/x', search: '', hash: '#reviews' })).toBe('/product/x#reviews');
  });
});
