// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPhoneMessage } from '@/api/contracts/automation';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { SandboxCustomerPanel } from './sandbox-customer-panel';

afterEach(cleanup);

const NUMBER = { id: '100100000000101', displayNumber: '+971500000101', verifiedName: 'Acme Retail', throughput: 80, quality: 'GREEN' as const, wabaId: '1', wabaName: 'Acme', portfolioId: '6f1c1a52-8f0e-4a57-9d0c-0a1f7c1d2b3e', portfolioName: 'Acme', messagingLimit: 250 };

/**
 * The sandbox calls as the server answers them: every message written is kept, and a chatbot answers
 * "size" with two reply buttons and a tap on one with its size.
 */
function fakeSandbox() {
  const written: Array<{ text: string; button?: boolean }> = [];
  const message = (id: string, from: SandboxPhoneMessage['from'], text: string, buttons: string[] = []): SandboxPhoneMessage => ({ id, at: '2026-11-24T09:00:00.000Z', from, kind: 'text', template: null, text, links: [], buttons });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/campaign/whatsapp/sandbox/inbound') {
      written.push((await request.json()) as { text: string; button?: boolean });
      return Response.json({ messageId: `wamid.${written.length}` });
    }
    if (path !== '/api/campaign/whatsapp/sandbox/phone') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    const messages = written.flatMap((said, index) => [
      message(`in-${index}`, 'customer', said.text),
      said.button ? message(`out-${index}`, 'business', `${said.text} it is.`) : message(`out-${index}`, 'business', 'Which size?', ['Small', 'Large']),
    ]);
    return Response.json({ messages });
  };
  return { fetchFn: fetchFn as typeof fetch, written };
}

function renderPanel(fetchFn: typeof fetch) {
  renderWithApi(<SandboxCustomerPanel senders={[NUMBER]} />, { fetch: fetchFn });
}

describe('SandboxCustomerPanel', () => {
  it("shows both sides of the conversation and taps a chatbot's reply button as the customer", async () => {
    const sandbox = fakeSandbox();
    renderPanel(sandbox.fetchFn);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'size');
    await user.click(screen.getByRole('button', { name: 'Send as the customer' }));

    const conversation = await screen.findByRole('list');
    const [said, answer] = await within(conversation).findAllByRole('listitem');
    expect(said).toHaveTextContent('Customer');
    expect(said).toHaveTextContent('size');
    expect(answer).toHaveTextContent('Which size?');
    await user.click(within(answer!).getByRole('button', { name: 'Large' }));

    expect(sandbox.written).toEqual([
      { senderId: NUMBER.id, from: '+971501234567', text: 'size' },
      { senderId: NUMBER.id, from: '+971501234567', text: 'Large', button: true },
    ]);
    expect(await within(conversation).findByText('Large it is.')).toBeInTheDocument();
  });
});
