import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { panelId, tabId, type DiagnosticTab } from '../../domain/service-worker-test/diagnostic-tabs';

interface Props {
  tab: DiagnosticTab;
  active: boolean;
  children: ReactNode;
}

/** One tab's panel, labelled by its tab; only the active one is rendered. */
export function TabPanel({ tab, active, children }: Props) {
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={!active} sx={{ py: 3 }}>
      {active ? children : null}
    </Box>
  );
}
