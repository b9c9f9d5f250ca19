export interface OfficeAccount {
  username: string;
  name: string;
  role: 'owner' | 'staff';
  password: string;
  totpSecret?: string;
}
export const officeAccounts: { owner: OfficeAccount & { totpSecret: string }; staff: OfficeAccount; reader: OfficeAccount };
export function createOfficeAccounts(repoRoot: string, env: Record<string, string>): void;
