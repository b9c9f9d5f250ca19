// Who must set up a second factor before anything else (docs/office.md, "Second factor"): an
// owner without one, and anyone without one once the owner requires it for staff.
import type { OfficeRoleName } from '../../db/schema';

export function mustEnrol(account: { role: OfficeRoleName; totpSecret: string | null }, staffSecondFactor: boolean): boolean {
  if (account.totpSecret !== null) return false;
  return account.role === 'owner' || staffSecondFactor;
}
