// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChatbotApi, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { renderChatbotArea } from '../testing/render-chatbot-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

describe('create intent page', () => {
  it('separates training phrases with Enter, without submitting, and saves them', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi();
    api.on('GET', 'intents', () => jsonResponse({ intents: [] }));
    api.on('POST', 'intents', (_, body) => jsonResponse({ ...body, id: testId(80), created_on: '2026-01-15T10:00:00Z', updated_on: '2026-01-15T10:00:00Z' }));
    renderChatbotArea(api.fetch, '/chatbot/create-intent');
    await user.type(await screen.findByLabelText('Intent name'), 'greeting');
    const phrases = screen.getByRole('textbox', { name: 'Training phrases' });
    await user.type(phrases, 'hello{Enter}  good morning {Enter}HELLO{Enter}{Enter}');
    const chips = within(screen.getByRole('list', { name: 'Training phrases' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['hello', 'good morning']);
    expect(api.requestsTo('POST', 'intents')).toHaveLength(0);

    await user.type(phrases, 'hey{Enter}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Remove hello' }));
    await user.type(screen.getByLabelText('Response'), 'Hi there!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chatbot/intent-list'));
    expect(api.requestsTo('POST', 'intents')[0]?.body).toEqual({ name: 'greeting', phrases: ['good morning'], response: 'Hi there!' });
  });

  it('asks for at least one phrase', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi();
    api.on('GET', 'intents', () => jsonResponse({ intents: [] }));
    renderChatbotArea(api.fetch, '/chatbot/create-intent');
    await user.type(await screen.findByLabelText('Intent name'), 'greeting');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one training phrase.')).toBeInTheDocument();
    expect(api.requestsTo('POST', 'intents')).toHaveLength(0);
  });
});
