// The back office's accounts of the e2e stack (docs/office.md, "Who signs in"): test values,
// created with the shop's own command (`npm run office:add-account`) on the stack's fresh
// database before its order service starts, as a shop creates its first owner.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each owner journey has an owner of its own: a TOTP code is accepted once, so two journeys
 * signing in within one 30 s step as one owner would refuse each other. `reader`: the staff
 * account through which journeys read what the shop stored (support/stack.ts).
 */
export const officeAccounts = {
  owner: { username: 'e2e-owner', name: 'Amina Owner', role: 'owner', password: 'e2e owner password, not a secret', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  // The M-Pesa journeys' owners (tests/mpesa-payments.spec.ts): a payment linked, a statement imported.
  linkOwner: { username: 'e2e-link-owner', name: 'Achieng Owner', role: 'owner', password: 'e2e link owner password, not a secret', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
  statementOwner: { username: 'e2e-statement-owner', name: 'Njeri Owner', role: 'owner', password: 'e2e statement owner password, not a secret', totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK' },
  // The office's security journeys' owners (tests/office-security.spec.ts): a lost phone, the record.
  recoveryOwner: { username: 'e2e-recovery-owner', name: 'Wairimu Owner', role: 'owner', password: 'e2e recovery owner password, not a secret', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  recordOwner: { username: 'e2e-record-owner', name: 'Akinyi Owner', role: 'owner', password: 'e2e record owner password, not a secret', totpSecret: 'ONSWG4TFOQYTEMZUONSWG4TFOQYTEMZU' },
  // The catalogue's journey's owner (tests/office-catalogue.spec.ts): prices, stock and a photo.
  catalogueOwner: { username: 'e2e-catalogue-owner', name: 'Nyambura Owner', role: 'owner', password: 'e2e catalogue owner password, not a secret', totpSecret: 'MNQXIYLMN5TXKZLPMNQXIYLMN5TXKZLP' },
  staff: { username: 'e2e-staff', name: 'Wanjiru Staff', role: 'staff', password: 'e2e staff password, not a secret' },
  reader: { username: 'e2e-reader', name: 'Journey Reader', role: 'staff', password: 'e2e reader password, not a secret' },
};

/** Creates every account in the order service's database (PGlite's folder, the service stopped). @param {string} repoRoot @param {Record<string, string>} env */
export function createOfficeAccounts(repoRoot, env) {
  for (const account of Object.values(officeAccounts)) {
    const args = ['--import', 'tsx', path.join(repoRoot, 'services/order-service/src/office/accounts/add-account-command.ts'), '--role', account.role, '--username', account.username, '--name', account.name];
    if ('totpSecret' in account) args.push('--totp-secret', account.totpSecret);
    execFileSync(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, input: `${account.password}\n`, stdio: ['pipe', 'ignore', 'inherit'] });
  }
}
