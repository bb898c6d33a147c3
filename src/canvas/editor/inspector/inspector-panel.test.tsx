// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

function select(store: ReturnType<typeof renderEditor>['store'], nodeId: string) {
  act(() => void dispatch(store, 'select', { nodeIds: [nodeId] }));
}

describe('inspector', () => {
  it('dispatches updateNodeData while typing, one undo step per burst', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAttribute('data-field', 'content.text');
    await user.type(text, ' there');
    const content = store.getDoc().nodes[0]?.data as { content: { text: string } };
    expect(content.content.text).toBe('Hi there');
    expect(store.log.filter((entry) => entry.id === 'updateNodeData')).toHaveLength(6);
    act(() => store.undo());
    expect((store.getDoc().nodes[0]?.data as { content: { text: string } }).content.text).toBe('Hi');
    expect(text).toHaveValue('Hi');
  });

  it('keeps Backspace in a field for the text, never deleting the node', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([textMessage('m1', 'Hi')]));
    select(store, 'm1');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), '{Backspace}{Delete}');
    expect(store.getDoc().nodes).toHaveLength(1);
    expect((store.getDoc().nodes[0]?.data as { content: { text: string } }).content.text).toBe('H');
  });

  it('shows the problems of a field beside it', async () => {
    const { store } = renderEditor(testFlow([testNode('API', 'a1', { url: 'not a url' })]));
    select(store, 'a1');
    const url = screen.getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription('This is not a valid URL.');
  });

  it('updates a field error with the edit itself, not after the flow-wide validation', () => {
    const { store } = renderEditor(testFlow([textMessage('m1', '')]));
    select(store, 'm1');
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    // Synchronous: the debounced validateFlow timer cannot have fired between the edit and the check.
    act(() => void dispatch(store, 'updateNodeData', { nodeId: 'm1', field: 'content.text', value: 'Hello' }));
    expect(text).not.toHaveAttribute('aria-invalid', 'true');
    act(() => void dispatch(store, 'updateNodeData', { nodeId: 'm1', field: 'content.text', value: '' }));
    expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits list items through their dotted paths', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([testNode('API', 'a1', { url: 'https://x.io' })]));
    select(store, 'a1');
    await user.click(screen.getByRole('button', { name: 'Add to Headers' }));
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'X');
    expect((store.getDoc().nodes[0]?.data as { headers: unknown[] }).headers).toEqual([{ key: 'X', value: '' }]);
  });

  it('copies a saved API into an API node as one undo step, keeping its response mappings', async () => {
    const user = userEvent.setup();
    const mappings = [{ path: 'data.id', variable: 'subscriber_id' }];
    const saved = { id: 'e1', name: 'Subscribers', method: 'POST' as const, url: 'https://api.example.com/v1/subscribers', headers: [{ key: 'X-Key', value: 'k' }], bodyType: 'urlencoded' as const, body: 'name={{name}}\nplan=gold', access: 'Private' as const };
    const { store } = renderEditor(testFlow([testNode('API', 'a1', { responseMappings: mappings })]), { catalogue: { savedApis: [saved] } });
    select(store, 'a1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved API' }), 'Subscribers');
    expect(store.getDoc().nodes[0]?.data).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/v1/subscribers',
      headers: [{ key: 'X-Key', value: 'k' }],
      bodyType: 'urlencoded',
      bodyFields: [{ key: 'name', value: '{{name}}' }, { key: 'plan', value: 'gold' }],
      access: 'Private',
      responseMappings: mappings,
    });
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/v1/subscribers');
    act(() => store.undo());
    expect(store.getDoc().nodes[0]?.data).toMatchObject({ method: 'GET', url: '', responseMappings: mappings });
  });

  it('offers no saved API picker when the page gave none', () => {
    const { store } = renderEditor(testFlow([testNode('API', 'a1')]));
    select(store, 'a1');
    expect(screen.queryByRole('combobox', { name: 'Saved API' })).not.toBeInTheDocument();
  });

  it('edits opening hours per weekday, and turns a trigger with one range for every day into per-day hours in one step', async () => {
    const user = userEvent.setup();
    const legacy = { ...testNode('OUTSIDE_HOURS_TRIGGER', 'h2'), data: { timeZone: 'Asia/Dubai', opens: '08:00', closes: '20:00' } } as ReturnType<typeof testNode>;
    const { store } = renderEditor(testFlow([testNode('OUTSIDE_HOURS_TRIGGER', 'h1'), legacy], [], { documentType: 'automation' }));
    const days = (index: number) => (store.getDoc().nodes[index]?.data as { days?: { open: boolean; opens: string; closes: string }[] }).days;
    select(store, 'h1');
    expect(screen.getByRole('checkbox', { name: 'Open on Saturday' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Monday opens at' })).toHaveValue('09:00');
    await user.click(screen.getByRole('checkbox', { name: 'Open on Monday' }));
    expect(days(0)?.[0]).toEqual({ open: false, opens: '09:00', closes: '18:00' });
    expect(screen.queryByRole('textbox', { name: 'Monday opens at' })).not.toBeInTheDocument();

    select(store, 'h2');
    await user.click(screen.getByRole('button', { name: 'Set hours per weekday' }));
    expect(days(1)).toEqual(Array.from({ length: 7 }, () => ({ open: true, opens: '08:00', closes: '20:00' })));
    expect(screen.getByRole('textbox', { name: 'Sunday closes at' })).toHaveValue('20:00');
  });
});
