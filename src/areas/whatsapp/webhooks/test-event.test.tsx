// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookRule } from '@/api/contracts/webhook-rules';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { WebhookConfigurationPage } from './webhook-configuration-page';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});
afterEach(cleanup);

const rule = (ruleId: string, url: string): WebhookRule => ({
  ruleId,
  esmeaddr: 1001,
  wabaNumber: '+971500000101',
  url,
  requestType: 'POST',
  httpHeaders: [],
  retryCount: 3,
  retryDelayInSec: 30,
  eventCategory: ['INBOUND_MESSAGE', 'MESSAGE_STATUS'],
  defaultRule: false,
  eventType: '',
  channelId: '',
  senderId: '',
  handoverTemplate: '',
  encryptPayload: false,
  algorithm: null,
  secretHint: 'abcd',
  previousSecretUntil: null,
  createdOn: '2026-11-29T09:00:00Z',
  updatedOn: '2026-11-29T09:00:00Z',
});
const UP = rule('00000000-0000-4000-8000-000000000001', 'https://hooks.acme.example/up');
const DOWN = rule('00000000-0000-4000-8000-000000000002', 'https://hooks.acme.example/down');

const delivery = (ruleId: string, status: WebhookDelivery['status'], statusCode: number | null, error: string | null): WebhookDelivery => ({
  deliveryId: `00000000-0000-4000-9000-00000000000${ruleId.slice(-1)}`,
  ruleId,
  category: 'INBOUND_MESSAGE',
  status,
  createdOn: '2026-11-29T10:00:00Z',
  payload: { test: true },
  resendOf: null,
  test: true,
  attempts: [{ attempt: 1, at: '2026-11-29T10:00:00Z', statusCode, durationMs: 42, requestBody: '{}', responseExcerpt: '', error }],
});

/** The page's calls: one number with two rules; the test event answers delivered for one, no answer for the other. */
function fakeServer() {
  const tested: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/getWabaNumbers')) return Response.json({ numbers: [{ wabaNumber: '+971500000101', phoneNumberId: '1', wabaId: '1001', verifiedName: 'Acme', rules: 2 }] });
    if (path.endsWith('/getUrlRules')) return Response.json({ rules: [UP, DOWN] });
    if (path.endsWith('/sendTestEvent')) {
      const body = (await request.json()) as { ruleId: string };
      tested.push(body.ruleId);
      return Response.json(body.ruleId === UP.ruleId ? delivery(UP.ruleId, 'DELIVERED', 200, null) : delivery(DOWN.ruleId, 'FAILED', null, 'connect ECONNREFUSED'));
    }
    return Response.json({ message: 'not here' }, { status: 404 });
  };
  return { fetchFn: fetchFn as typeof fetch, tested };
}

it("sends a test event for the rule whose button was pressed and says how it went beside that rule", async () => {
  const server = fakeServer();
  const user = userEvent.setup();
  renderWithApi(<WebhookConfigurationPage />, { fetch: server.fetchFn, path: '/' });
  const rules = await screen.findByRole('list', { name: 'Webhook rules' });
  const [up, down] = within(rules).getAllByRole('listitem').filter((item) => item.hasAttribute('data-rule'));
  if (!up || !down) throw new Error('two rules expected');

  await user.click(within(up).getByRole('button', { name: 'Send a test event' }));
  expect(await within(up).findByText('Test event (Inbound message) delivered: HTTP 200 in 42 ms.')).toBeInTheDocument();
  expect(within(down).getByRole('status')).toHaveTextContent('');

  await user.click(within(down).getByRole('button', { name: 'Send a test event' }));
  expect(await within(down).findByText('Test event (Inbound message) not delivered: connect ECONNREFUSED.')).toBeInTheDocument();
  expect(server.tested).toEqual([UP.ruleId, DOWN.ruleId]);
});
