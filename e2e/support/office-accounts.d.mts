export interface OfficeAccount {
  username: string;
  name: string;
  role: 'owner' | 'manager' | 'staff';
  password: string;
  totpSecret?: string;
}
export const officeAccounts: {
  owner: OfficeAccount & { totpSecret: string };
  linkOwner: OfficeAccount & { totpSecret: string };
  statementOwner: OfficeAccount & { totpSecret: string };
  recoveryOwner: OfficeAccount & { totpSecret: string };
  recordOwner: OfficeAccount & { totpSecret: string };
  catalogueOwner: OfficeAccount & { totpSecret: string };
  staff: OfficeAccount;
  reader: OfficeAccount;
};
export function createOfficeAccounts(repoRoot: string, env: Record<string, string>): void;
