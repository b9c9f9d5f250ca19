import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { officeOf } from '../test-support/office-client';

const message = { name: 'Achieng Otieno', email: 'achieng@example.com', phone: '+254 712 345 678', productInterest: 'olive-soap', message: 'Is the soap safe for a baby?' };

interface MessageListing {
  messages: { id: string; name: string; phone: string | null; productInterest: string | null; message: string; repliedAt: string | null }[];
  total: number;
}
const messagesOf = async (service: TestService) => (await (await officeOf(service)).get('/api/office/messages?filter=all')).body as MessageListing;

onEachEngine('POST /api/messages', (backend) => {
  it('stores a contact message (201 with its id), which the office reads and marks replied', async () => {
    const service = await backend.start();
    const answer = await service.request('POST', '/api/messages', { ...message, name: '  Achieng Otieno ' });
    assert.equal(answer.status, 201);
    const { id } = answer.body as { id: string };
    const office = await officeOf(service);
    const listing = await messagesOf(service);
    assert.equal(listing.total, 1);
    assert.deepEqual({ ...listing.messages[0], receivedAt: undefined }, { id, ...message, phone: '+254712345678', receivedAt: undefined, repliedAt: null, repliedBy: null });
    const replied = await office.post(`/api/office/messages/${id}/replied`);
    assert.match((replied.body as { message: { repliedAt: string } }).message.repliedAt, /\+03:00$/);
    assert.equal((await office.post('/api/office/messages/unknown/replied')).status, 404);
    assert.equal(service.logs().includes('712 345 678'), false);
  });

  it('keeps the optional fields optional', async () => {
    const service = await backend.start();
    assert.equal((await service.request('POST', '/api/messages', { name: 'A', email: 'a@example.co.ke', message: 'Hello' })).status, 201);
    const stored = (await messagesOf(service)).messages[0]!;
    assert.deepEqual([stored.phone, stored.productInterest], [null, null]);
  });

  it('refuses a message that breaks the form rules, naming each field', async () => {
    const service = await backend.start();
    const answer = await service.request('POST', '/api/messages', { name: '', email: 'achieng@example', phone: '12ab', productInterest: '<b>cigarettes</b>', message: 'm'.repeat(2001) });
    assert.equal(answer.status, 400);
    const problems = Object.fromEntries((answer.body as { problems: { field: string; message: string }[] }).problems.map((problem) => [problem.field, problem.message]));
    assert.deepEqual(problems, {
      name: 'Your name is required.',
      email: 'The e-mail address is not valid.',
      phone: 'The phone number is not a Kenyan mobile number.',
      productInterest: 'The product of interest is not one of the list.',
      message: 'The message is longer than 2000 characters.',
    });
    assert.equal((await messagesOf(service)).total, 0);
  });

  it('limits the body size and the rate per client', async () => {
    const service = await backend.start({ config: { rateLimits: { orders: 100, messages: 2, owner: 100 } } });
    assert.equal((await service.request('POST', '/api/messages', { ...message, message: 'x'.repeat(20_000) })).status, 413);
    assert.equal((await service.request('POST', '/api/messages', message)).status, 201);
    assert.equal((await service.request('POST', '/api/messages', message)).status, 429);
  });
});
