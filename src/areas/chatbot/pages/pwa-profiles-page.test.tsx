// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChatbotApi, fakeBot, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { renderChatbotArea } from '../testing/render-chatbot-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const STAMP = '2026-01-15T10:00:00.000Z';
const bot = fakeBot(10, 'Store bot');

function pwaApi() {
  const api = createFakeChatbotApi({ bots: [bot] });
  const profiles: Record<string, unknown>[] = [];
  api.on('GET', 'pwa-profiles', () => jsonResponse({ profiles }));
  api.on('POST', 'pwa-profiles', (_, body) => {
    const id = testId(70 + profiles.length);
    const row = { ...body, id, manifest_url: `/api/pwa/${id}/manifest.webmanifest`, chat_url: `/pwa/${id}/`, created_on: STAMP, updated_on: STAMP };
    profiles.push(row);
    return jsonResponse(row);
  });
  return api;
}

describe('PWA profiles page', () => {
  it('checks the fields, sends the profile with a lower-case colour and lists it with its manifest address', async () => {
    const user = userEvent.setup();
    const api = pwaApi();
    renderChatbotArea(api.fetch, '/chatbot/settings');
    expect(await screen.findByText('No PWA profiles yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New PWA profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New PWA profile' });
    // The account's only bot is chosen already.
    expect(within(dialog).getByLabelText('Bot')).toHaveValue(bot.id);

    await user.type(within(dialog).getByLabelText('Profile name'), 'Store chat');
    await user.type(within(dialog).getByLabelText('App name'), 'Acme Store Chat');
    const theme = within(dialog).getByRole('textbox', { name: 'Theme colour' });
    await user.clear(theme);
    await user.type(theme, '#12');
    await user.type(within(dialog).getByLabelText('Icon URL'), 'icon.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a short name of 1 to 12 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a colour as #rrggbb, for example #0a5fff.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an http or https address, for example https://cdn.example.com/chat-512.png.')).toBeInTheDocument();
    expect(api.requestsTo('POST', 'pwa-profiles')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Short name'), 'Acme');
    await user.type(theme, '34AB');
    await user.clear(within(dialog).getByLabelText('Icon URL'));
    await user.type(within(dialog).getByLabelText('Icon URL'), 'https://cdn.acme.example/chat.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', 'pwa-profiles')[0]?.body).toEqual({
      name: 'Store chat',
      bot_id: bot.id,
      app_name: 'Acme Store Chat',
      short_name: 'Acme',
      theme_color: '#1234ab',
      background_color: '#ffffff',
      icon_url: 'https://cdn.acme.example/chat.png',
      welcome_text: '',
    });
    const row = (await screen.findByRole('cell', { name: 'Store chat' })).closest('tr')!;
    expect(row).toHaveTextContent('Store bot');
    expect(within(row).getByRole('textbox', { name: 'Manifest of Store chat' })).toHaveValue(`${window.location.origin}/api/pwa/${testId(70)}/manifest.webmanifest`);
    expect(within(row).getByRole('link', { name: 'Open web chat of Store chat (opens in a new tab)' })).toHaveAttribute('href', `/pwa/${testId(70)}/`);
  });

  it('keeps the dialog and what was typed when the server refuses the save', async () => {
    const user = userEvent.setup();
    const api = pwaApi();
    api.on('POST', 'pwa-profiles', () => jsonResponse({ error: 'name_taken', message: 'A PWA profile named Store chat already exists.' }, 409));
    renderChatbotArea(api.fetch, '/chatbot/settings');
    await user.click(await screen.findByRole('button', { name: 'New PWA profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New PWA profile' });
    await user.type(within(dialog).getByLabelText('Profile name'), 'Store chat');
    await user.type(within(dialog).getByLabelText('App name'), 'Acme Store Chat');
    await user.type(within(dialog).getByLabelText('Short name'), 'Acme');
    await user.type(within(dialog).getByLabelText('Icon URL'), 'https://cdn.acme.example/chat.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A PWA profile named Store chat already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Profile name')).toHaveValue('Store chat');
    expect(within(dialog).getByLabelText('Icon URL')).toHaveValue('https://cdn.acme.example/chat.png');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
