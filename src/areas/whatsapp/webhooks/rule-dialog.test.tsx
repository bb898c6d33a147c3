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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
  renderWithApi(<RuleDialog editing={rule} numbers={numbers} onClose={() => {}} />, { fetch: server.fetchFn, path: '/' });
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

it('reopens a new rule as typed after a reload without the header values, and forgets it once the rule is created', async () => {
  const session = openSession('test-key', createMemoryStorage());
  session.write('id', 1001);
  session.write('username', 'designer');
  const fetchFn = (async () => Response.json({ ...rule, secret: 'whsec_once' })) as typeof fetch;
  const user = userEvent.setup();
  const open = () => renderWithApi(<RuleDialog editing={{ newOn: rule.wabaNumber }} numbers={numbers} onClose={() => {}} />, { fetch: fetchFn, path: '/' });
  open();
  await user.click(screen.getByLabelText('URL'));
  await user.paste('https://hooks.acme.example/in');
  await user.click(screen.getByRole('button', { name: 'Add header' }));
  await user.click(screen.getByLabelText('Header 1 name'));
  await user.paste('Authorization');
  await user.click(screen.getByLabelText('Header 1 value'));
  await user.paste('Bearer s3cret');
  expect(JSON.stringify(localStorage)).not.toContain('s3cret');

  cleanup();
  open();
  expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
  expect(screen.getByLabelText('URL')).toHaveValue('https://hooks.acme.example/in');
  expect(screen.getByLabelText('Header 1 name')).toHaveValue('Authorization');
  expect(screen.getByLabelText('Header 1 value')).toHaveValue('');
  await user.click(screen.getByLabelText('Header 1 value'));
  await user.paste('Bearer s3cret');
  await user.type(screen.getByRole('combobox', { name: 'Event categories' }), 'Message status{Enter}');
  await user.click(screen.getByRole('button', { name: 'Create rule' }));
  expect(await screen.findByText('whsec_once')).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
});

it('explains Event type, Channel ID, Sender ID and Handover template under each, with an example', () => {
  renderWithApi(<RuleDialog editing={rule} numbers={numbers} onClose={() => {}} />, { fetch: fakeServer().fetchFn, path: '/' });
  expect(screen.getByLabelText('Event type')).toHaveAccessibleDescription(/labels\.eventType.*Example: order-updates/);
  expect(screen.getByLabelText('Channel ID')).toHaveAccessibleDescription(/labels\.channelId.*Example: wa-main/);
  expect(screen.getByLabelText('Sender ID')).toHaveAccessibleDescription(/labels\.senderId.*Example: acme-retail/);
  expect(screen.getByLabelText('Handover template')).toHaveAccessibleDescription(/live agent.*Example: agent_handover/);
});
