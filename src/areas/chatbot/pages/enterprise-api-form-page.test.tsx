// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChatbotApi, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { renderChatbotArea } from '../testing/render-chatbot-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function apiWithEnterpriseRoutes() {
  const api = createFakeChatbotApi();
  api.on('GET', 'enterpriseapi', () => jsonResponse({ apis: [] }));
  api.on('POST', 'enterpriseapi', (_, body) => jsonResponse({ ...body, id: testId(70), created_on: '2026-01-15T10:00:00Z', updated_on: '2026-01-15T10:00:00Z' }));
  api.on('POST', 'enterpriseapi/test', () => jsonResponse({ status: 201, headers: { 'content-type': 'application/json' }, body: '{"ok":true}', truncated: false, durationMs: 42 }));
  return api;
}

describe('enterprise API form', () => {
  it('checks the URL with the spec §5 format and does not send an invalid one', async () => {
    const user = userEvent.setup();
    const api = apiWithEnterpriseRoutes();
    renderChatbotArea(api.fetch, '/chatbot/enterpriseapi/enterpriseapi-add');
    const url = await screen.findByLabelText('URL');
    await user.type(screen.getByLabelText('Name'), 'Orders');

    for (const bad of ['not a url', 'http://', 'https://exa mple.com', 'ftp://example.com']) {
      await user.clear(url);
      await user.type(url, bad);
      await user.tab();
      expect(await screen.findByText(/Enter a valid URL/)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.requestsTo('POST', 'enterpriseapi')).toHaveLength(0);
    expect(api.requestsTo('POST', 'enterpriseapi/test')).toHaveLength(0);

    for (const good of ['api.example.com/v1/orders?id=1', 'http://10.0.0.1:8080/status', 'https://api.example.com/users/{{user_id}}#top']) {
      await user.clear(url);
      await user.type(url, good.replace(/[{[]/g, '$&$&'));
      await user.tab();
      await waitFor(() => expect(screen.queryByText(/Enter a valid URL/)).not.toBeInTheDocument());
    }
  });

  it('tests the request through the server, showing status, headers and body', async () => {
    const user = userEvent.setup();
    const api = apiWithEnterpriseRoutes();
    renderChatbotArea(api.fetch, '/chatbot/enterpriseapi/enterpriseapi-add');
    expect(await screen.findByText('Click on Send button to view the response')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Method'), 'POST');
    await user.type(screen.getByLabelText('URL'), 'https://api.example.com/orders');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByLabelText('Name 1'), 'X-Team');
    await user.type(screen.getByLabelText('Value 1'), 'bots');
    await user.click(screen.getByLabelText('URL encoded'));
    await user.type(screen.getByLabelText('Body'), 'a=1');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('201')).toBeInTheDocument();
    expect(screen.getByText('content-type: application/json')).toBeInTheDocument();
    expect(screen.getByText('{"ok":true}')).toBeInTheDocument();
    expect(api.requestsTo('POST', 'enterpriseapi/test')[0]?.body).toEqual({
      method: 'POST',
      url: 'https://api.example.com/orders',
      headers: [{ key: 'X-Team', value: 'bots' }],
      body_type: 'urlencoded',
      body: 'a=1',
    });
  });

  it('saves the API with the chosen access and returns to the list', async () => {
    const user = userEvent.setup();
    const api = apiWithEnterpriseRoutes();
    renderChatbotArea(api.fetch, '/chatbot/enterpriseapi/enterpriseapi-add');
    await user.type(await screen.findByLabelText('Name'), 'Orders');
    await user.type(screen.getByLabelText('URL'), 'api.example.com/orders');
    await user.click(screen.getByLabelText('Private'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chatbot/enterpriseapi/enterpriseapi-list'));
    expect(api.requestsTo('POST', 'enterpriseapi')[0]?.body).toMatchObject({ name: 'Orders', method: 'GET', url: 'api.example.com/orders', access: 'Private', body_type: 'raw' });
  });
});
