// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import { WebChat } from './web-chat';

const PROFILE = { id: '11111111-1111-4111-8111-111111111111', app_name: 'Acme Deals', theme_color: '#ffd400', welcome_text: 'Hi! This is Acme.' };
const CONVERSATION = '22222222-2222-4222-8222-222222222222';
const i18n = i18next.createInstance();

const greeting = { type: 'text_message', text: 'Shall we sign you up?', suggestions: [{ type: 'reply', label: 'Sign me up', postbackData: 'signup' }] };
const reply = (text: string) => ({ type: 'text_message', text, suggestions: [] });
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let sent: unknown[];
let looked: string[];
let next: (body: Record<string, unknown>) => Promise<Response>;
let later: (after: number) => unknown[];
let turn: number;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  localStorage.clear();
  sent = [];
  looked = [];
  turn = 0;
  later = () => [];
  next = (body) => {
    turn += 1;
    return 'start' in body ? answer(200, { messages: [greeting], ended: false, turn }) : answer(200, { messages: [reply(`Got ${JSON.stringify(body.text ?? body.postback)}`)], ended: false, turn });
  };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (!init?.method) {
      looked.push(url);
      return answer(200, { turns: later(Number(new URL(url, 'http://chat').searchParams.get('after'))), ended: false });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ url, body });
    return next(body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderChat = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <WebChat profile={PROFILE} conversationId={CONVERSATION} />
    </I18nextProvider>,
  );

describe('WebChat', () => {
  it('shows the welcome text and the greeting, sends a chip as a postback and typed text with Enter', async () => {
    const user = userEvent.setup();
    renderChat();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(screen.getByRole('heading', { name: 'Acme Deals' })).toBeVisible();
    expect(log).toHaveTextContent('Hi! This is Acme.');
    await within(log).findByText('Shall we sign you up?');

    await user.click(within(log).getByRole('button', { name: 'Sign me up' }));
    await within(log).findByText('Got "signup"');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'asha rao{Enter}');
    await within(log).findByText('Got "asha rao"');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(sent).toEqual([
      { url: `/api/pwa/${PROFILE.id}/messages`, body: { conversation_id: CONVERSATION, start: true, language: navigator.language } },
      { url: `/api/pwa/${PROFILE.id}/messages`, body: { conversation_id: CONVERSATION, postback: 'signup' } },
      { url: `/api/pwa/${PROFILE.id}/messages`, body: { conversation_id: CONVERSATION, text: 'asha rao' } },
    ]);
  });

  it('shows what the server sent by itself while the app was closed, after what this browser kept', async () => {
    localStorage.setItem(`web-chat.transcript.${PROFILE.id}`, JSON.stringify([{ from: 'bot', message: greeting }]));
    localStorage.setItem(`web-chat.turn.${PROFILE.id}`, '1');
    later = (after) => (after < 2 ? [{ turn: 2, messages: [reply('Still there? We saved your place.')] }] : []);
    renderChat();
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Still there? We saved your place.');
    expect(looked).toEqual([`/api/pwa/${PROFILE.id}/messages?conversation_id=${CONVERSATION}&after=1`]);
    expect(localStorage.getItem(`web-chat.turn.${PROFILE.id}`)).toBe('2');
    expect(sent).toEqual([]);
  });

  it("puts a turn the server ran just before the visitor's message ahead of it, as it happened", async () => {
    const user = userEvent.setup();
    renderChat();
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Shall we sign you up?');
    // The server timed the chat out (turn 2) just before this message, which becomes turn 3.
    turn = 2;
    later = (after) => (after < 2 ? [{ turn: 2, messages: [reply('Session ended. Say hi to start again.')] }] : []);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hi{Enter}');
    await within(log).findByText('Got "hi"');
    const texts = within(log).getAllByText(/Session ended|^hi$|Got "hi"/).map((element) => element.textContent);
    expect(texts).toEqual(['Session ended. Say hi to start again.', 'hi', 'Got "hi"']);
  });

  it('keeps the typed text and says why when sending fails', async () => {
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('Shall we sign you up?');
    next = () => answer(429, { error: 'rate_limited', message: 'Too many messages.' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages at once. Wait a moment, then send again.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('hello');
  });

  it('offers to try again when the bot cannot open the chat', async () => {
    const user = userEvent.setup();
    next = () => answer(409, { error: 'bot_not_ready', message: 'No published flow.' });
    renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat is not open yet. Please try again later.');
    next = () => answer(200, { messages: [greeting], ended: false, turn: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Shall we sign you up?');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the kept conversation when reopened instead of starting over', async () => {
    const first = renderChat();
    await screen.findByText('Shall we sign you up?');
    first.unmount();
    renderChat();
    expect(screen.getByText('Shall we sign you up?')).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
