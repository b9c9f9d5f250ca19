// The C2B URLs registered once, as Daraja's production takes them: a restart does not register
// again, "already registered" is said as such, and URLs that changed raise an alarm in the office.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createDarajaClient } from './daraja/daraja-client';
import { registerC2bOnce } from './c2b-registration';
import { signInOffice } from '../test-support/office-client';
import { paymentService, simulators } from '../test-support/payment-fixture';
import { onEachEngine } from '../test-support/test-service';

const newSimulator = simulators();

onEachEngine('C2B registration once', (backend) => {
  it('registers once; a restart finds it recorded and does not ask Daraja again; the office sees no alarm', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const daraja = service.daraja!;
    const config = serviceSettings(service);
    assert.deepEqual(await registerC2bOnce(service.database, daraja, config, 2000), { kind: 'registered' });
    const { c2b } = (await sim.call('GET', '/simulator/c2b')).body as { c2b: { confirmationUrl: string } | null };
    assert.ok(c2b?.confirmationUrl.startsWith(config.callbackBaseUrl), 'Daraja has our URLs');
    // A restart: Daraja would answer "already registered"; the record says there is nothing to do.
    assert.deepEqual(await registerC2bOnce(service.database, daraja, config, 2000), { kind: 'recorded' });
    const office = await signInOffice(service, 'staff');
    const status = (await office.get('/api/office/payments/registration')).body as { state: string; alarm: string | null; origin: string };
    assert.deepEqual([status.state, status.alarm, status.origin], ['registered', null, config.callbackBaseUrl]);
  });

  it('"already registered" with no record is said as such; a changed callback secret is an alarm naming what to do', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false });
    const config = serviceSettings(service);
    // Someone registered URLs on the store number before this database existed.
    const other = createDarajaClient({ ...config, callbackSecret: 'an-older-secret-0123456789abcdef' });
    await other.registerC2bUrls();
    assert.deepEqual(await registerC2bOnce(service.database, service.daraja!, config, 2000), { kind: 'already-registered' });

    // Ours now, recorded; then the secret changes and Daraja keeps the old URLs.
    await sim.call('DELETE', '/simulator/c2b');
    assert.deepEqual(await registerC2bOnce(service.database, service.daraja!, config, 2000), { kind: 'registered' });
    const changed = { ...config, callbackSecret: 'a-brand-new-secret-0123456789abcd' };
    assert.deepEqual(await registerC2bOnce(service.database, createDarajaClient(changed), changed, 2000), { kind: 'differs' });
    const office = await signInOffice(service, 'staff');
    const { alarm } = (await office.get('/api/office/payments/registration')).body as { alarm: string | null };
    assert.match(alarm ?? '', /Delete the C2B URLs of store number 5877276 in the Daraja portal, then restart the order service/);
    assert.equal(alarm?.includes('a-brand-new-secret'), false, 'never the secret');
  });
});

function serviceSettings(service: Awaited<ReturnType<typeof paymentService>>) {
  const settings = service.mpesa.daraja;
  if (!settings) throw new Error('the test service has no Daraja');
  return settings;
}
