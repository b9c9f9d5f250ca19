// Checks the Kubernetes manifests (deploy/kubernetes/, part of `npm run test:tools`), offline: each
// object against the API schema of its kind in Kubernetes 1.27 (the schemas kubernetes-models
// carries, from the npm registry; no cluster), then what the shop needs of them: every app of
// config/apps.cjs deployed and served, the order service's instances, probes, budget and
// autoscaling, a restricted securityContext everywhere, secrets by reference only, the network
// policies, the ingress, and the migration Job.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../serve/serve.mjs';
import { SAFARICOM_CALLBACK_ADDRESSES, addressList } from './safaricom-callback-addresses.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../../config/apps.cjs');
const { QUERY_PAGES_FILE } = require('../../config/fragment-format.cjs');

const dir = path.join(repoRoot, 'deploy/kubernetes');
const files = fs.readdirSync(dir).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
/** Every object of every manifest, with the file it is in. */
const objects = files.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8')).map((document) => {
    assert.deepEqual(document.errors, [], `${file} is valid YAML`);
    return { file, object: document.toJS() };
  }),
);
const find = (kind, name) => objects.find(({ object }) => object.kind === kind && object.metadata?.name === name)?.object;
const ofKind = (kind) => objects.filter(({ object }) => object.kind === kind).map(({ object }) => object);

test('every object is valid against the Kubernetes 1.27 API schema of its kind', async () => {
  assert.ok(objects.length > 10);
  for (const { file, object } of objects) {
    // apps/v1 → kubernetes-models/apps/v1; v1 (the core group) → kubernetes-models/v1
    const models = await import(`kubernetes-models/${object.apiVersion}`);
    const Model = models[object.kind];
    assert.ok(Model, `${file}: ${object.apiVersion} ${object.kind} is a kind of the API`);
    assert.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} ${object.metadata?.name}`);
  }
});

test('kustomization lists every manifest, and an image for every container', () => {
  const kustomization = parseAllDocuments(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS();
  assert.deepEqual([...kustomization.resources].sort(), [...files].sort());
  const images = new Set(kustomization.images.map((image) => image.name));
  for (const workload of [...ofKind('Deployment'), ...ofKind('Job')]) {
    for (const container of workload.spec.template.spec.containers) assert.ok(images.has(container.image.split(':')[0]), `${workload.metadata.name}: ${container.image}`);
  }
});

test('every app of config/apps.cjs has a Deployment of two nginx instances on 8080 and a Service, configured from shop-config', () => {
  for (const app of apps) {
    const deployment = find('Deployment', app.name);
    assert.ok(deployment, `${app.name} has a Deployment`);
    assert.ok(deployment.spec.replicas >= 2, `${app.name} runs at least two instances`);
    const [container] = deployment.spec.template.spec.containers;
    assert.equal(container.image, `mimea/${app.name}:1.0.0`);
    assert.equal(container.ports[0].containerPort, 8080);
    assert.deepEqual(container.envFrom, [{ configMapRef: { name: 'shop-config' } }]);
    const service = find('Service', app.name);
    assert.ok(service, `${app.name} has a Service`);
    assert.deepEqual(service.spec.selector, deployment.spec.selector.matchLabels);
    assert.equal(service.spec.ports[0].port, 8080);
  }
});

test("shop-config sets every variable the apps' containers read at start, and the shell's internal addresses are the Services", () => {
  const script = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh'), 'utf8');
  const template = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
  const read = new Set([...script.matchAll(/\$\{([A-Z_]+)(?::-[^}]*)?\}/g), ...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]));
  read.delete('RUNTIME_CONFIG_PATH');
  read.delete('APP_DIR');
  // A remote's own: set on the nginx of the remotes with a render service (checked below).
  read.delete('RENDER_SERVICE_URL');
  // The catalog's and the content's own: their nginx sends every page to their render service.
  read.delete('RENDER_EVERY_PAGE');
  // The pod's own name server unless told: the cluster's DNS.
  read.delete('NGINX_RESOLVER');
  // The shell's proxies in front of it under docker-compose; in the cluster /api/ goes from the
  // ingress controller to the order service, not through the shell.
  read.delete('NGINX_REAL_IP_FROM');
  const config = find('ConfigMap', 'shop-config').data;
  // And what the order service takes from it by name (the shop's origin, Daraja's addresses).
  for (const variable of find('Deployment', 'orders').spec.template.spec.containers[0].env) {
    const reference = variable.valueFrom?.configMapKeyRef;
    if (reference?.name === 'shop-config') read.add(reference.key);
  }
  assert.deepEqual(Object.keys(config).sort(), [...read].sort());
  // Whole names: nginx's resolver reads no search domains.
  const namespace = parseAllDocuments(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS().namespace;
  for (const app of apps.filter((candidate) => candidate.pages)) assert.equal(config[`${app.name.toUpperCase()}_INTERNAL_URL`], `http://${app.name}.${namespace}.svc.cluster.local:8080`);
});

test('the order service: at least two instances, ready on /readyz, alive on /healthz, a disruption budget and an autoscaler', () => {
  const orders = find('Deployment', 'orders');
  assert.ok(orders.spec.replicas >= 2);
  const [container] = orders.spec.template.spec.containers;
  assert.equal(container.readinessProbe.httpGet.path, '/readyz');
  assert.equal(container.livenessProbe.httpGet.path, '/healthz');
  assert.equal(container.env.find((variable) => variable.name === 'RUN_MIGRATIONS')?.value, 'false');
  assert.ok(container.livenessProbe.timeoutSeconds > 0, 'a stuck process (no answer) fails the probe');
  // One hop is trusted: the only peer the network policy lets in is the ingress controller.
  assert.equal(container.env.find((variable) => variable.name === 'TRUST_PROXY')?.value, '1');
  const onlyIngress = find('NetworkPolicy', 'orders-from-ingress-only').spec.ingress;
  assert.equal(onlyIngress.length, 1);
  assert.deepEqual(
    onlyIngress[0].from.map((peer) => peer.namespaceSelector?.matchLabels),
    [{ 'kubernetes.io/metadata.name': 'ingress-nginx' }],
  );
  const budget = find('PodDisruptionBudget', 'orders');
  assert.deepEqual(budget.spec.selector.matchLabels, orders.spec.selector.matchLabels);
  assert.ok(budget.spec.minAvailable >= 1);
  const autoscaler = find('HorizontalPodAutoscaler', 'orders');
  assert.deepEqual(autoscaler.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'orders' });
  assert.ok(autoscaler.spec.minReplicas >= 2 && autoscaler.spec.maxReplicas > autoscaler.spec.minReplicas);
});

test('migrations run once per rollout: a Job with the same image and --migrate-only', () => {
  const job = find('Job', 'orders-migrate');
  const [container] = job.spec.template.spec.containers;
  assert.equal(container.image, find('Deployment', 'orders').spec.template.spec.containers[0].image);
  assert.deepEqual(container.args, ['--migrate-only']);
  assert.ok(['OnFailure', 'Never'].includes(job.spec.template.spec.restartPolicy));
});

test('every pod runs restricted: non-root, no privilege escalation, no capabilities, read-only root, seccomp, resources', () => {
  assert.equal(find('Namespace', 'mimea').metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
  for (const workload of [...ofKind('Deployment'), ...ofKind('Job')]) {
    const pod = workload.spec.template.spec;
    const name = workload.metadata.name;
    assert.equal(pod.securityContext.runAsNonRoot, true, name);
    assert.ok(pod.securityContext.runAsUser > 0, name);
    assert.equal(pod.securityContext.seccompProfile.type, 'RuntimeDefault', name);
    assert.equal(pod.automountServiceAccountToken, false, name);
    for (const container of pod.containers) {
      assert.deepEqual(container.securityContext, { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } }, name);
      assert.ok(container.resources.requests.cpu && container.resources.requests.memory, `${name} requests`);
      assert.ok(container.resources.limits.cpu && container.resources.limits.memory, `${name} limits`);
    }
  }
});

test('secrets come by reference: DATABASE_URL, OWNER_API_TOKEN and OFFICE_SECRET_KEY from orders-secrets, no Secret in the repository', () => {
  assert.deepEqual(ofKind('Secret'), []);
  for (const workload of [find('Deployment', 'orders'), find('Job', 'orders-migrate')]) {
    const env = workload.spec.template.spec.containers[0].env;
    assert.deepEqual(env.find((variable) => variable.name === 'DATABASE_URL').valueFrom, { secretKeyRef: { name: 'orders-secrets', key: 'DATABASE_URL' } });
    // The image runs in production, where the service refuses to start without it.
    assert.deepEqual(env.find((variable) => variable.name === 'OFFICE_SECRET_KEY').valueFrom, { secretKeyRef: { name: 'orders-secrets', key: 'OFFICE_SECRET_KEY' } });
  }
  const token = find('Deployment', 'orders').spec.template.spec.containers[0].env.find((variable) => variable.name === 'OWNER_API_TOKEN');
  assert.equal(token.valueFrom.secretKeyRef.name, 'orders-secrets');
  assert.ok(!objects.some(({ object }) => JSON.stringify(object).match(/postgres:\/\/[^"]*:[^"]*@/)), 'no database password in a manifest');
});

test('the network: only the ingress (and the catalog and content, for the catalogue) reaches the order service, only database clients reach PostgreSQL', () => {
  const policies = ofKind('NetworkPolicy');
  const deny = policies.find((policy) => policy.metadata.name === 'default-deny-ingress');
  assert.deepEqual(deny.spec, { podSelector: {}, policyTypes: ['Ingress'] });
  // The policies that admit traffic to the order service admit the ingress controller, and the
  // pods whose render service reads the catalogue API (the catalog's, the content's), on the public port alone.
  const toOrders = policies.filter((policy) => policy.spec.policyTypes.includes('Ingress') && policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'orders');
  assert.deepEqual(
    toOrders.map((policy) => policy.spec.ingress),
    [
      [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }], ports: [{ port: 3005 }] }],
      [{ from: [{ podSelector: { matchLabels: { 'mimea/reads-catalogue': 'true' } } }], ports: [{ port: 3007 }] }],
    ],
  );
  // Those pods may reach it there (their render service's CATALOGUE_API_URL): the catalog's
  // and the content's (its package pages), and no other app's.
  const readers = ofKind('Deployment').filter((workload) => workload.spec.template.metadata.labels['mimea/reads-catalogue'] === 'true');
  assert.deepEqual(readers.map((workload) => workload.metadata.name).sort(), ['catalog', 'content']);
  const readersEgress = policies.filter((policy) => policy.spec.policyTypes.includes('Egress') && policy.spec.podSelector.matchLabels?.['mimea/reads-catalogue'] === 'true');
  assert.deepEqual(readersEgress.flatMap((policy) => policy.spec.egress), [{ to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'orders' } } }], ports: [{ port: 3007 }] }]);
  // 3007 is the order service's catalogue port (CATALOGUE_PORT: catalogue reads alone), never the
  // public one, where X-Forwarded-For is believed from one hop (TRUST_PROXY=1: the ingress).
  const orders = find('Deployment', 'orders').spec.template.spec.containers[0];
  assert.equal(orders.env.find((variable) => variable.name === 'CATALOGUE_PORT')?.value, '3007');
  assert.equal(orders.env.find((variable) => variable.name === 'TRUST_PROXY')?.value, '1');
  assert.deepEqual(orders.ports.map((port) => port.containerPort).sort(), [3005, 3006, 3007]);
  const catalogueService = find('Service', 'orders').spec.ports.find((port) => port.targetPort === 'catalogue');
  for (const reader of readers) {
    const pagesEnv = reader.spec.template.spec.containers.find((container) => container.name === 'pages').env;
    assert.equal(pagesEnv.find((variable) => variable.name === 'CATALOGUE_API_URL')?.value, `http://orders:${catalogueService.port}/api/catalogue`, reader.metadata.name);
  }
  // The content's renders the catalog's published server parts, from the catalog's Service.
  const contentPages = find('Deployment', 'content').spec.template.spec.containers.find((container) => container.name === 'pages').env;
  assert.equal(contentPages.find((variable) => variable.name === 'CATALOG_SERVER_URL')?.value, `http://${find('Service', 'catalog').metadata.name}:8080`);
  // Port 5432 only for the database's clients: the order service and its migration Job.
  const toDatabase = policies.filter((policy) => (policy.spec.egress ?? []).some((rule) => rule.ports?.some((port) => port.port === 5432)));
  assert.deepEqual(toDatabase.map((policy) => policy.spec.podSelector), [{ matchLabels: { 'mimea/database-client': 'true' } }]);
  const clients = [...ofKind('Deployment'), ...ofKind('Job')].filter((workload) => workload.spec.template.metadata.labels['mimea/database-client'] === 'true');
  assert.deepEqual(clients.map((workload) => workload.metadata.name).sort(), ['orders', 'orders-migrate']);
  // The apps' egress is limited to names and the shop's own pods.
  const web = policies.find((policy) => policy.spec.podSelector.matchLabels?.['mimea/tier'] === 'web' && policy.spec.policyTypes.includes('Egress'));
  assert.ok(web && !web.spec.egress.some((rule) => rule.to.some((peer) => peer.ipBlock)), 'the apps reach nothing outside the cluster');
});

test("the ingress serves the shop's origin from the shell with /api/ to the order service, and each remote on its origin of shop-config", () => {
  const ingress = find('Ingress', 'shop');
  const config = find('ConfigMap', 'shop-config').data;
  const backend = (host, pathname) => ingress.spec.rules.find((rule) => rule.host === host)?.http.paths.find((candidate) => candidate.path === pathname)?.backend.service.name;
  const shopHost = new URL(config.SITE_ORIGIN).host;
  assert.equal(backend(shopHost, '/'), 'shell');
  assert.equal(backend(shopHost, '/api/'), 'orders');
  for (const remote of apps.filter((app) => !app.host)) assert.equal(backend(new URL(config[`${remote.name.toUpperCase()}_URL`]).host, '/'), remote.name);
  assert.deepEqual([...ingress.spec.tls[0].hosts].sort(), ingress.spec.rules.map((rule) => rule.host).sort());
});

test('every app is admitted like the others, the back office too: from the ingress controller (and the shell, the order service) on 8080 only', () => {
  const admitting = ofKind('NetworkPolicy').filter((policy) => policy.spec.policyTypes.includes('Ingress') && policy.spec.ingress?.length);
  for (const app of apps) {
    const labels = find('Deployment', app.name).spec.template.metadata.labels;
    const selects = (policy) => Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([name, value]) => labels[name] === value);
    const rules = admitting.filter(selects).flatMap((policy) => policy.spec.ingress);
    assert.ok(rules.length > 0, `${app.name}'s pods are admitted`);
    assert.deepEqual([...new Set(rules.flatMap((rule) => rule.ports.map((port) => port.port)))], [8080], `${app.name}: its nginx only`);
    assert.ok(rules.some((rule) => rule.from.some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx')), `${app.name}: from the ingress controller`);
  }
  // The back office's page is the shop's own origin (the shell's /office) and its API the order
  // service's public /api/office/: no route of its own on the shop's host.
  const ingress = find('Ingress', 'shop');
  const shopRule = ingress.spec.rules.find((rule) => rule.host === new URL(find('ConfigMap', 'shop-config').data.SITE_ORIGIN).host);
  assert.deepEqual(shopRule.http.paths.map((route) => `${route.path} ${route.backend.service.name}`).sort(), ['/ shell', '/api/ orders']);
});

test("the owner's API is off the public path: its own port, which neither the Ingress nor any pod reaches", () => {
  const orders = find('Deployment', 'orders').spec.template.spec.containers[0];
  const ownerPort = Number(orders.env.find((variable) => variable.name === 'OWNER_PORT')?.value);
  assert.ok(ownerPort > 0 && ownerPort !== 3005, 'OWNER_PORT is set, apart from the public port');
  assert.deepEqual(orders.ports.find((port) => port.name === 'owner'), { name: 'owner', containerPort: ownerPort });
  const service = find('Service', 'orders');
  const ownerServicePort = service.spec.ports.find((port) => port.targetPort === 'owner');
  for (const rule of ofKind('Ingress').flatMap((ingress) => ingress.spec.rules)) {
    for (const route of rule.http.paths.filter((candidate) => candidate.backend.service.name === 'orders')) {
      assert.notEqual(route.backend.service.port.name, 'owner', `${rule.host}${route.path}`);
      assert.notEqual(route.backend.service.port.number, ownerServicePort.port, `${rule.host}${route.path}`);
    }
  }
  const admitted = ofKind('NetworkPolicy').flatMap((policy) => (policy.spec.ingress ?? []).flatMap((rule) => (rule.ports ?? []).map((port) => port.port)));
  assert.ok(!admitted.includes(ownerPort), 'no network policy admits traffic to the owner port');
});

test("M-Pesa: Daraja's credentials by reference, callbacks to the shop's origin, HTTPS out allowed", () => {
  const env = find('Deployment', 'orders').spec.template.spec.containers[0].env;
  for (const name of ['MPESA_DARAJA_URL', 'MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_PASSKEY', 'MPESA_CALLBACK_SECRET', 'MPESA_INITIATOR_NAME', 'MPESA_SECURITY_CREDENTIAL'])
    assert.deepEqual(env.find((variable) => variable.name === name)?.valueFrom, { secretKeyRef: { name: 'orders-secrets', key: name, optional: true } }, name);
  assert.deepEqual(env.find((variable) => variable.name === 'MPESA_CALLBACK_BASE_URL')?.valueFrom, { configMapKeyRef: { name: 'shop-config', key: 'SITE_ORIGIN' } });
  const egress = ofKind('NetworkPolicy').filter((policy) => policy.spec.podSelector.matchLabels?.['mimea/database-client'] === 'true').flatMap((policy) => policy.spec.egress ?? []);
  assert.ok(
    egress.some((rule) => rule.to.some((peer) => peer.ipBlock?.cidr === '0.0.0.0/0') && rule.ports.some((port) => port.port === 443)),
    'the order service may reach Daraja over HTTPS',
  );
  // Callbacks only from Safaricom's published addresses, by default, set in shop-config.
  assert.deepEqual(env.find((variable) => variable.name === 'MPESA_CALLBACK_ALLOW')?.valueFrom, { configMapKeyRef: { name: 'shop-config', key: 'MPESA_CALLBACK_ALLOW' } });
  assert.deepEqual(addressList(find('ConfigMap', 'shop-config').data.MPESA_CALLBACK_ALLOW), SAFARICOM_CALLBACK_ADDRESSES);
  // Registering the C2B URLs at start, which production accepts once: set in shop-config.
  assert.deepEqual(env.find((variable) => variable.name === 'MPESA_REGISTER_C2B')?.valueFrom, { configMapKeyRef: { name: 'shop-config', key: 'MPESA_REGISTER_C2B' } });
  assert.ok(['true', 'false'].includes(find('ConfigMap', 'shop-config').data.MPESA_REGISTER_C2B));
  // The simulator is a development and test part: in no manifest.
  assert.ok(!objects.some(({ object }) => JSON.stringify(object).includes('daraja-simulator')), 'no manifest runs the simulator');
});

test("the remotes whose pages a query changes render them in their pods: the render image beside nginx, on the loopback only", () => {
  const rendering = apps.filter((app) => !app.host && fs.existsSync(path.join(repoRoot, app.dir, QUERY_PAGES_FILE)));
  assert.deepEqual(rendering.map((app) => app.name).sort(), ['catalog', 'content']);
  for (const app of apps.filter((candidate) => !candidate.host)) {
    const [nginx, ...others] = find('Deployment', app.name).spec.template.spec.containers;
    const renderUrl = nginx.env?.find((variable) => variable.name === 'RENDER_SERVICE_URL')?.value;
    if (!rendering.includes(app)) {
      assert.equal(renderUrl, undefined, `${app.name}: a query is nothing to its nginx`);
      assert.deepEqual(others, [], app.name);
      continue;
    }
    assert.equal(renderUrl, 'http://127.0.0.1:8090', `${app.name}'s nginx reaches its render service in the pod`);
    assert.equal(others.length, 1, app.name);
    const [pages] = others;
    assert.equal(pages.image, `mimea/${app.name}-pages:1.0.0`);
    // Its own address and port: the image's loopback (HOST, PORT), never opened to the pod's network.
    assert.ok(!pages.env?.some((variable) => ['HOST', 'PORT'].includes(variable.name)), `${app.name}-pages keeps the image's loopback address`);
    assert.equal(pages.ports, undefined, `${app.name}-pages names no port`);
    assert.equal(pages.readinessProbe, undefined, `${app.name}-pages: its pod serves while it loads`);
    assert.match(pages.livenessProbe.exec.command.join(' '), /127\.0\.0\.1:8090/);
    // The renderer takes ~390 MB once loaded: requested, and bounded.
    const mebibytes = (value) => Number(/^(\d+)Mi$/.exec(value)?.[1]);
    assert.ok(mebibytes(pages.resources.requests.memory) >= 384, `${app.name}-pages requests its memory`);
    assert.ok(mebibytes(pages.resources.limits.memory) >= 512, `${app.name}-pages may use its memory`);
    // tsx's cache: a volume, the root file system being read-only.
    assert.deepEqual(pages.volumeMounts.map((mount) => mount.mountPath), ['/tmp']);
  }
  // No Service reaches a render service, and no policy admits its port.
  assert.ok(!ofKind('Service').some((service) => service.spec.ports.some((port) => port.port === 8090 || port.targetPort === 8090)));
  assert.ok(!ofKind('NetworkPolicy').some((policy) => (policy.spec.ingress ?? []).some((rule) => (rule.ports ?? []).some((port) => port.port === 8090))));
});
