// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const menu = testNode('MESSAGE', 'm1', {
  content: { type: 'text_message', text: 'Welcome!' },
  suggestions: [{ id: 'yes', type: 'reply', label: 'Yes', postbackData: 'yes', branch: false }],
});

describe('flow languages in the inspector', () => {
  it('declares the languages with the flow settings, one undo step per change', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1')]));
    const languages = screen.getByTestId('flow-languages');
    expect(within(languages).getByRole('combobox', { name: 'Default language' })).toHaveValue('en');
    await user.click(within(languages).getByRole('checkbox', { name: 'Arabic' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Hindi' }));
    expect(store.getDoc().languages).toEqual({ default: 'en', others: ['ar', 'hi'] });
    act(() => store.undo());
    expect(store.getDoc().languages).toEqual({ default: 'en', others: ['ar'] });
    expect(within(languages).getByRole('checkbox', { name: 'Hindi' })).not.toBeChecked();
  });

  it('shows each text beside its default text, typed right to left in Arabic, counted against its limit and undone in one step', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([menu], [], { languages: { default: 'en', others: ['ar', 'hi'] } }));
    act(() => void dispatch(store, 'select', { nodeIds: ['m1'] }));
    const label = screen.getByRole('group', { name: 'Suggestion “Yes”' });
    expect(label).toHaveTextContent('English (default): Yes');
    const arabic = within(label).getByRole('textbox', { name: 'Arabic' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(label).getByRole('textbox', { name: 'Hindi' })).toHaveAttribute('dir', 'ltr');
    await user.type(arabic, 'نعم');
    expect(store.getDoc().nodes[0]?.translations).toEqual({ ar: { 'suggestions.yes.label': 'نعم' } });
    expect(arabic).toHaveAccessibleDescription('3 / 25 characters');
    act(() => store.undo());
    expect(store.getDoc().nodes[0]?.translations).toBeUndefined();
    expect(arabic).toHaveValue('');
  });

  it('lists a missing translation as a warning that opens the node at the field', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([menu], [], { languages: { default: 'en', others: ['ar'] } }));
    const row = await screen.findByRole('button', { name: /No Arabic translation of “Welcome!”/ }, { timeout: 3000 });
    expect(within(row).getByLabelText('Warning')).toBeInTheDocument();
    await user.click(row);
    expect(store.getState().selection.nodeIds).toEqual(['m1']);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-field', 'translations.ar.content.text'));
  });

  it('shows nothing for a flow in one language', () => {
    const { store } = renderEditor(testFlow([menu]));
    act(() => void dispatch(store, 'select', { nodeIds: ['m1'] }));
    expect(screen.queryByTestId('node-translations')).not.toBeInTheDocument();
  });
});
