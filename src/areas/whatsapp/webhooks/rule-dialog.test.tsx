// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WebhookRule } from '@/api/contracts/webhook-rules';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { RuleDialog } from './rule-dialog';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(cleanup);

const rule: WebhookRule = {
  ruleId: '00000000-0000-4000-8000-000000000001',
  esmeaddr: 1001,
  wabaNumber: '+971500000101',
  url: 'https://hooks.acme.example/wa',
  requestType: 'POST',
  httpHeaders: [],
  retryCount: 3,
  retryDelayInSec: 30,
  eventCategory: ['MESSAGE_STATUS'],
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
};

/** Answers an edit with the rule it was sent; records what was saved. */
function fakeServer() {
  const saved: WebhookRule['eventCategory'][] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = (await new Request(input, init).json()) as { rule: WebhookRule };
    saved.push(body.rule.eventCategory);
    return Response.json({ ...rule, eventCategory: body.rule.eventCategory });
  };
  return { fetchFn: fetchFn as typeof fetch, saved };
}

const numbers = [{ wabaNumber: '+971500000101', phoneNumberId: '1', wabaId: '1001', verifiedName: 'Acme', rules: 1 }];

it('does not save while the category field holds a word that is no category, and says so on the field', async () => {
  const server = fakeServer();
  const user = userEvent.setup();
  renderWithApi(<RuleDialog editing={rule} numbers={numbers} onClose={() => {}} />, { fetch: server.fetchFn });
  const categories = screen.getByRole('combobox', { name: 'Event categories' });
  await user.type(categories, 'inbound{Enter}');
  expect(screen.getByText('“inbound” is not an event category.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('“inbound” is not an event category.')).toBeInTheDocument();
  expect(categories).toBeInvalid();
  expect(categories).toHaveAccessibleDescription(/“inbound” is not an event category/);
  expect(screen.getByRole('list', { name: 'Chosen event categories' })).toHaveTextContent(/^Message status$/);

  await user.clear(categories);
  await user.type(categories, 'Inbound message');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.saved).toEqual([['MESSAGE_STATUS', 'INBOUND_MESSAGE']]));
});
