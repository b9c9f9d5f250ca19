// /service-worker-test (purchase spec section 2.12): the service worker's diagnostic page.
// Loaded lazily by the route table, so none of it is in the shop's first load.
import { useCallback, useReducer, useState } from 'react';
import { Container, Typography } from '@mimea/shared/ui/core';
import { Tab, Tabs } from '@mimea/shared/ui/navigation';
import { pageTitle, usePageMeta } from '@mimea/shared';
import { CacheDetailsTab } from '../features/service-worker-test/cache-details-tab';
import { DIAGNOSTIC_TABS, panelId, tabId, type DiagnosticTab } from '../domain/service-worker-test/diagnostic-tabs';
import { errorLogReducer, type ErrorLogEntry } from '../domain/service-worker-test/error-log';
import { ErrorLogTab } from '../features/service-worker-test/error-log-tab';
import { OverviewTab } from '../features/service-worker-test/overview-tab';
import { ResourceTestsTab } from '../features/service-worker-test/resource-tests-tab';
import { TabPanel } from '../features/service-worker-test/tab-panel';
import { useCacheStatus } from '../features/service-worker-test/use-cache-status';
import { useOnline } from '../components/offline/use-online';
import { useResourceTests } from '../features/service-worker-test/use-resource-tests';
import { useTestedResources } from '../features/service-worker-test/use-tested-resources';
import { useWorkerRegistration } from '../features/service-worker-test/use-worker-registration';

const NO_ERRORS: readonly ErrorLogEntry[] = [];

export function ServiceWorkerTestPage() {
  usePageMeta({
    path: '/service-worker-test',
    title: pageTitle('Service worker test'),
    description: "Diagnostics of the shop's service worker: its registration, its cache and the files it serves.",
    noindex: true,
  });
  const [tab, setTab] = useState<DiagnosticTab>('overview');
  const [errors, dispatchErrors] = useReducer(errorLogReducer, NO_ERRORS);
  const logError = useCallback((entry: ErrorLogEntry) => dispatchErrors({ type: 'added', entry }), []);
  const clearErrors = useCallback(() => dispatchErrors({ type: 'cleared' }), []);

  const worker = useWorkerRegistration();
  const online = useOnline();
  const cache = useCacheStatus(logError);
  const resources = useTestedResources();
  // The run fills the cache through the worker: show what it holds afterwards.
  const tests = useResourceTests({ resources: resources.resources, onFailure: logError, onFinished: cache.refresh });

  const register = async () => {
    await worker.register();
    await cache.refresh();
  };
  const unregister = async () => {
    if (await worker.unregister()) cache.reset();
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Service Worker Test
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Checks the shop&apos;s offline support: the service worker, what it has cached, and how it serves the shop&apos;s files.
      </Typography>
      <Tabs value={tab} onChange={(_event, value: DiagnosticTab) => setTab(value)} aria-label="Service worker diagnostics" variant="scrollable" allowScrollButtonsMobile>
        {DIAGNOSTIC_TABS.map(({ key, label }) => (
          <Tab key={key} value={key} label={label} id={tabId(key)} aria-controls={panelId(key)} />
        ))}
      </Tabs>
      <TabPanel tab="overview" active={tab === 'overview'}>
        <OverviewTab
          workerStatus={worker.status}
          workerSupported={worker.supported}
          online={online}
          cache={cache}
          onRegister={() => void register()}
          onUnregister={() => void unregister()}
          onClearCache={() => void cache.clear()}
          onRefreshCache={() => void cache.refresh()}
        />
      </TabPanel>
      <TabPanel tab="resources" active={tab === 'resources'}>
        <ResourceTestsTab
          resources={resources}
          onReloadResources={resources.reload}
          results={tests.results}
          onRun={() => void tests.run()}
          errorCount={errors.length}
          onClearErrorLog={clearErrors}
        />
      </TabPanel>
      <TabPanel tab="cache" active={tab === 'cache'}>
        <CacheDetailsTab cache={cache} />
      </TabPanel>
      <TabPanel tab="errors" active={tab === 'errors'}>
        <ErrorLogTab entries={errors} onClear={clearErrors} />
      </TabPanel>
    </Container>
  );
}

export default ServiceWorkerTestPage;
