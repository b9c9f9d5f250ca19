// GET /api/payments (the bearer token's listing of till payments) moved to the office:
// GET /api/office/payments/unmatched (office/work/unmatched-payments.ts), behind a session.
// This plugin registers nothing; it stays only while app.ts still registers it (the integrator
// removes both together).
export async function ownerPaymentRoutes(): Promise<void> {}
