// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type FlowStore, SUGGESTION_TYPES } from '@/canvas/engine';
import { testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import type { MessageData } from '@/canvas/kinds/message';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

function select(store: FlowStore, nodeId: string) {
  act(() => void dispatch(store, 'select', { nodeIds: [nodeId] }));
}

const messageData = (store: FlowStore) => store.getDoc().nodes[0]?.data as MessageData;

const card = { id: 'card-1', title: 'Shoes', description: '', media: null, suggestions: [] };
const richCard = testNode('MESSAGE', 'm1', {
  content: { type: 'rich_card', options: { width: 'MEDIUM', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'MEDIUM' }, card },
  suggestions: [],
});

describe('message settings', () => {
  it('offers all nine suggestion types of spec §3, each with its own fields', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    await user.click(screen.getByRole('button', { name: 'Add to Suggestions' }));
    const type = screen.getByRole('combobox', { name: 'Suggestion type' });
    expect([...(type as HTMLSelectElement).options].map((option) => option.value)).toEqual([...SUGGESTION_TYPES]);

    await user.selectOptions(type, 'view_location');
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '51.5');
    await user.type(screen.getByRole('textbox', { name: 'Place to search' }), 'Acme store');
    expect(messageData(store).suggestions[0]).toEqual({ id: 'reply-1', label: '', type: 'view_location', latitude: 51.5, longitude: null, query: 'Acme store' });

    await user.selectOptions(type, 'calendar_event');
    await user.type(screen.getByRole('textbox', { name: 'Event title' }), 'Sale');
    await user.type(screen.getByRole('textbox', { name: 'Starts at' }), '2026-12-01T10:00:00Z');
    expect(messageData(store).suggestions[0]).toMatchObject({ type: 'calendar_event', title: 'Sale', startTime: '2026-12-01T10:00:00Z', endTime: '' });

    await user.selectOptions(type, 'dial');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+441234');
    await user.selectOptions(type, 'text');
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text to send' }), 'Hello');
    await user.selectOptions(type, 'share_location');
    expect(messageData(store).suggestions[0]).toEqual({ id: 'reply-1', label: '', type: 'share_location' });
  });

  it('counts the RCS limits as the user types', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription('2 / 3072 characters');
    await user.click(screen.getByRole('button', { name: 'Add to Suggestions' }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.type(label, 'Yes please');
    expect(label).toHaveAccessibleDescription('10 / 25 characters');
    await user.type(label, ' and thank you so much');
    expect(label).toHaveAccessibleDescription(/32 \/ 25 characters/);
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Suggestions/ })).toHaveTextContent('1 of 11');
  });

  it('sets a card media URL, thumbnail alignment and the card own suggestions, at most four', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([richCard]));
    select(store, 'm1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Thumbnail alignment' }), 'RIGHT');
    await user.type(screen.getByLabelText('Media URL'), 'https://cdn.acme.example/shoes.jpg');
    await user.type(screen.getByLabelText('Thumbnail URL'), 'https://cdn.acme.example/t.jpg');
    const cardSuggestions = screen.getByRole('group', { name: /Card suggestions/ });
    for (let n = 0; n < 4; n += 1) await user.click(within(cardSuggestions).getByRole('button', { name: 'Add to Card suggestions' }));
    expect(within(cardSuggestions).getByRole('button', { name: 'Add to Card suggestions' })).toBeDisabled();
    const data = messageData(store);
    if (data.content.type !== 'rich_card') throw new Error('still a rich card');
    expect(data.content.options.thumbnailAlignment).toBe('RIGHT');
    expect(data.content.card.media).toEqual({ url: 'https://cdn.acme.example/shoes.jpg', thumbnailUrl: 'https://cdn.acme.example/t.jpg' });
    expect(data.content.card.suggestions.map((suggestion) => suggestion.id)).toEqual(['reply-1', 'reply-2', 'reply-3', 'reply-4']);
  });

  it('keeps an uploaded image in the flow as a data URL, and refuses one over the size limit', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([richCard]));
    select(store, 'm1');
    const upload = screen.getByLabelText('Upload an image');
    await user.upload(upload, new File([new Uint8Array([137, 80, 78, 71])], 'shoe.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Uploaded card image' });
    const data = messageData(store);
    if (data.content.type !== 'rich_card') throw new Error('still a rich card');
    expect(data.content.card.media?.url).toBe('data:image/png;base64,iVBORw==');
    expect(screen.getByLabelText('Media URL')).not.toHaveAttribute('aria-invalid');

    await user.upload(upload, new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(/larger than 256 KB/)).toBeInTheDocument();
    expect(messageData(store)).toEqual(data);
  });
});

describe('flow settings', () => {
  it('edits the handover and timeout actions and the timeout while no node is selected', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    const panel = screen.getByTestId('flow-settings');
    const handover = within(panel).getByRole('combobox', { name: 'On handover' });
    expect([...(handover as HTMLSelectElement).options].map((option) => option.value)).toEqual(['Send previous text message', 'Restart Bot', 'End Session', 'Trigger Bot']);
    await user.selectOptions(handover, 'Trigger Bot');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'On timeout' }), 'End Session and Trigger Bot');
    const seconds = within(panel).getByRole('spinbutton', { name: /Timeout/ });
    await user.clear(seconds);
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    await user.type(seconds, '90');
    expect(store.getDoc().settings).toEqual({ handoverAction: 'Trigger Bot', timeoutAction: 'End Session and Trigger Bot', timeoutSeconds: 90 });
    act(() => store.undo());
    expect(store.getDoc().settings.timeoutSeconds).toBe(9);
  });
});
