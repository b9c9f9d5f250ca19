import { Tab, Tabs } from '@mimea/shared/ui/navigation';
import { ORDER_TABS, TAB_LABELS, type OrderTab } from '../../domain/order-tabs';
import type { TabCounts } from '../../domain/office-types';

/** The tabs with their counts; scrollable on a phone. Each tab's name is its label alone. */
export function OrderTabsBar({ tab, counts, onTab }: { tab: OrderTab; counts: TabCounts | null; onTab: (tab: OrderTab) => void }) {
  return (
    <Tabs value={tab} onChange={(_event, value: OrderTab) => onTab(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Order tabs" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {ORDER_TABS.map((name) => (
        <Tab
          key={name}
          value={name}
          aria-label={TAB_LABELS[name]}
          label={
            <span>
              {TAB_LABELS[name]}
              {counts && <span aria-hidden> ({counts[name]})</span>}
            </span>
          }
          sx={{ minWidth: 0, px: 1.5 }}
        />
      ))}
    </Tabs>
  );
}
