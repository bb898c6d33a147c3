// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { SubscriptionForm } from './subscription-form';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

/** The subscriptions call: every post refused as the server refuses a private address (field `url`). */
function refusingServer() {
  const posted: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/api/campaign/v1.0/notifications/subscriptions') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    posted.push(await request.json());
    return Response.json({ error: 'invalid_request', message: 'Invalid url.', fields: { url: 'A private or local address cannot receive webhooks.' } }, { status: 400 });
  };
  return { fetchFn: fetchFn as typeof fetch, posted };
}

function renderForm(fetchFn: typeof fetch) {
  renderWithApi(<SubscriptionForm />, { fetch: fetchFn });
}

describe('SubscriptionForm', () => {
  it('asks for at least one event and a URL of the chosen kind before calling the server', async () => {
    const user = userEvent.setup();
    const server = refusingServer();
    renderForm(server.fetchFn);
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp campaign finished' }));
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp campaign failed' }));
    await user.type(screen.getByLabelText('Webhook URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveAccessibleDescription(expect.stringContaining('Enter an http(s) URL.'));
    expect(server.posted).toEqual([]);
  });

  it("shows the server's refusal of the address beside the URL and keeps what was typed", async () => {
    const user = userEvent.setup();
    const server = refusingServer();
    renderForm(server.fetchFn);
    await user.type(screen.getByLabelText('Webhook URL'), 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Template rejected' }));
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    expect(await screen.findByText('A private or local address cannot receive webhooks.')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('https://10.0.0.5/hook');
    expect(server.posted).toEqual([{ channel: 'WEBHOOK', target: 'https://10.0.0.5/hook', events: ['TEMPLATE_REJECTED', 'CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED'] }]);
  });
});
