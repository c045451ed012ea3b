import { ROLE_PERMISSIONS } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { queuesFor } from './queues.ts';

describe("today's queues on the home screen", () => {
  it('each role sees the queues whose work it does, each opening its own filtered list', () => {
    const keys = (role: keyof typeof ROLE_PERMISSIONS) => queuesFor(ROLE_PERMISSIONS[role]).map((queue) => queue.key);
    expect(keys('owner')).toEqual(['toPack', 'toShip', 'unpaid', 'returns', 'openCases']);
    expect(keys('manager')).toEqual(keys('owner'));
    expect(keys('packer')).toEqual(['toPack', 'toShip', 'unpaid', 'returns']);
    expect(keys('support')).toEqual(['unpaid', 'openCases']);
    expect(keys('content')).toEqual([]);
    expect(queuesFor(ROLE_PERMISSIONS.owner).map((queue) => queue.to)).toEqual([
      '/orders?queue=to_pack',
      '/orders?queue=to_ship',
      '/orders?status=PAYMENT',
      '/orders?queue=returns',
      '/cases?status=OPEN',
    ]);
  });
});
