/** The page's four tabs (purchase spec section 2.12), in order, with the ids that tie each tab to its panel. */
export const DIAGNOSTIC_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'resources', label: 'Resource Tests' },
  { key: 'cache', label: 'Cache Details' },
  { key: 'errors', label: 'Error Log' },
] as const;

export type DiagnosticTab = (typeof DIAGNOSTIC_TABS)[number]['key'];

export const tabId = (tab: DiagnosticTab) => `service-worker-test-tab-${tab}`;
export const panelId = (tab: DiagnosticTab) => `service-worker-test-panel-${tab}`;
