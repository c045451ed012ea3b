import { ROLE_PERMISSIONS, STAFF_ROLES } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { MENU, menuFor } from './menu.ts';

describe('the menu shows only what the role may open (issue #26)', () => {
  it('each role sees the screens its permissions open and the ones every member has', () => {
    for (const role of STAFF_ROLES) {
      const shown = menuFor(ROLE_PERMISSIONS[role]).map((item) => item.to);
      for (const item of MENU)
        expect(shown.includes(item.to), `${role} ${item.to}`).toBe(
          item.permission === null || ROLE_PERMISSIONS[role].includes(item.permission),
        );
    }
  });

  it('a packer sees neither the staff nor the audit log; the owner sees both', () => {
    expect(menuFor(ROLE_PERMISSIONS.packer).map((item) => item.to)).not.toContain('/staff');
    expect(menuFor(ROLE_PERMISSIONS.packer).map((item) => item.to)).not.toContain('/audit');
    expect(menuFor(ROLE_PERMISSIONS.owner).map((item) => item.to)).toEqual(expect.arrayContaining(['/staff', '/audit']));
  });
});
