// Types of config/tap-budgets.cjs for the TypeScript that reads it (e2e/tests/tap-work.spec.ts).
export declare const tapBudgets: Readonly<Record<string, { fibers: number; commits: number }>>;
