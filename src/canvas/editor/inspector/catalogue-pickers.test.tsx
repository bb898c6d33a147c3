// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/canvas/engine';
import { testFlow, testNode } from '@/canvas/engine/testing';
import type { EditorCatalogue } from '@/canvas/kinds/shared/view';
import { renderEditor, stubBrowserForReactFlow } from '../testing/render-editor';

beforeAll(stubBrowserForReactFlow);

const catalogue: EditorCatalogue = {
  flows: [
    { id: 'f-billing', name: 'Billing', state: 'PUBLISH' },
    { id: 'f-support', name: 'Support', state: 'DRAFT' },
  ],
  apps: [{ id: 'app-crm', name: 'CRM desk' }],
};

function select(store: ReturnType<typeof renderEditor>['store'], nodeId: string) {
  act(() => void dispatch(store, 'select', { nodeIds: [nodeId] }));
}

const dataOf = (store: ReturnType<typeof renderEditor>['store']) => store.getDoc().nodes[0]?.data;

describe('catalogue pickers', () => {
  it('picks a FLOW target by name as one undo step and names it on the node', async () => {
    const user = userEvent.setup();
    const { store } = renderEditor(testFlow([testNode('FLOW', 'j1')]), { catalogue });
    select(store, 'j1');
    const picker = screen.getByRole('combobox', { name: 'Flow to go to' });
    expect(picker).toHaveAttribute('data-testid', 'flow-target');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a flow…', 'Billing (PUBLISH)', 'Support (DRAFT)']);

    await user.selectOptions(picker, 'Support (DRAFT)');
    expect(dataOf(store)).toEqual({ flowId: 'f-support' });
    expect(store.log.filter((entry) => entry.id === 'updateNodeData')).toHaveLength(1);
    const node = screen.getByTestId('node-j1');
    expect(within(node).getByText('→ Support')).toBeInTheDocument();
    expect(node).toHaveAccessibleName('→ Support');

    act(() => store.undo());
    expect(dataOf(store)).toEqual({ flowId: '' });
    expect(picker).toHaveValue('');
  });

  it('keeps a jump to a flow the bot no longer has visible, and flags it', async () => {
    const { store } = renderEditor(testFlow([testNode('FLOW', 'j1', { flowId: 'f-gone' })]), { catalogue });
    select(store, 'j1');
    const picker = screen.getByRole('combobox', { name: 'Flow to go to' });
    expect(picker).toHaveDisplayValue('Missing flow (f-gone)');
    expect(picker).toHaveAccessibleDescription('The target flow does not exist.');
    // The badge comes from the debounced validateFlow, which on a busy machine lands after findBy's default second.
    expect(await screen.findByTestId('node-problems-j1', {}, { timeout: 5000 })).toHaveAttribute('data-severity', 'error');
  });

  it('without the bot flows, the id is typed and jumps are not checked', async () => {
    const { store } = renderEditor(testFlow([testNode('FLOW', 'j1', { flowId: 'f-gone' })]));
    select(store, 'j1');
    expect(screen.getByRole('textbox', { name: 'Flow to go to' })).toHaveValue('f-gone');
    // Publish opens once validation has run and found nothing to block it.
    await waitFor(() => expect(screen.getByTestId('toolbar-publish')).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.queryByTestId('node-problems-j1')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('node-j1')).getByText('→ f-gone')).toBeInTheDocument();
  });

  it('picks an APP by name as one undo step, keeping its parameters, and names it on the node', async () => {
    const user = userEvent.setup();
    const params = [{ key: 'lead', value: '{{name}}' }];
    const { store } = renderEditor(testFlow([testNode('APP', 'p1', { params })]), { catalogue });
    select(store, 'p1');
    const picker = screen.getByRole('combobox', { name: 'App' });
    expect(picker).toHaveAttribute('data-testid', 'app-target');

    await user.selectOptions(picker, 'CRM desk');
    expect(dataOf(store)).toEqual({ appId: 'app-crm', params });
    expect(within(screen.getByTestId('node-p1')).getByText('CRM desk')).toBeInTheDocument();

    act(() => store.undo());
    expect(dataOf(store)).toEqual({ appId: '', params });
  });

  it('picks a template with variables as one undo step, then fills each variable from a source', async () => {
    const user = userEvent.setup();
    const templates = [
      { name: 'order_shipped', language: 'en', variables: ['1', '2'] },
      { name: 'price_list', language: 'en', variables: [] },
    ];
    const { store } = renderEditor(testFlow([testNode('SEND_TEMPLATE', 't1')], [], { documentType: 'automation' }), { catalogue: { templates } });
    select(store, 't1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'order_shipped · English (en)');
    expect(dataOf(store)).toEqual({
      template: 'order_shipped',
      language: 'en',
      parameters: [
        { key: '1', source: 'text', value: '' },
        { key: '2', source: 'text', value: '' },
      ],
    });
    expect(store.log.filter((entry) => entry.id === 'updateNodeData')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Body variable 1: filled from' }), "The contact's WhatsApp name");
    expect(screen.queryByRole('textbox', { name: 'Text for Body variable 1' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text for Body variable 2' }), 'Friday');
    expect(dataOf(store)).toMatchObject({ parameters: [{ key: '1', source: 'name' }, { key: '2', source: 'text', value: 'Friday' }] });
  });

  it('offers each language of one template name as its own choice, labelled with the language, and stores the language picked', async () => {
    const user = userEvent.setup();
    const templates = [
      { name: 'price_list', language: 'en', variables: [] },
      { name: 'price_list', language: 'ar', variables: ['1'] },
    ];
    // Saved before languages were picked: the node names none and sends the first (the oldest).
    const { store } = renderEditor(testFlow([testNode('SEND_TEMPLATE', 't1', { template: 'price_list' })], [], { documentType: 'automation' }), { catalogue: { templates } });
    select(store, 't1');
    const picker = screen.getByRole('combobox', { name: 'Template' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a template', 'price_list · English (en)', 'price_list · Arabic (ar)']);
    expect(picker).toHaveDisplayValue('price_list · English (en)');

    await user.selectOptions(picker, 'price_list · Arabic (ar)');
    expect(dataOf(store)).toEqual({ template: 'price_list', language: 'ar', parameters: [{ key: '1', source: 'text', value: '' }] });
    expect(picker).toHaveDisplayValue('price_list · Arabic (ar)');
    expect(within(screen.getByTestId('node-t1')).getByText('Send price_list (ar)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Body variable 1: filled from' })).toBeInTheDocument();

    act(() => store.undo());
    expect(dataOf(store)).not.toHaveProperty('language');
    expect(picker).toHaveDisplayValue('price_list · English (en)');
  });

  it('keeps a language the number no longer sends visible, and flags it', async () => {
    const templates = [{ name: 'price_list', language: 'en', variables: [] }];
    const { store } = renderEditor(testFlow([testNode('SEND_TEMPLATE', 't1', { template: 'price_list', language: 'ar' })], [], { documentType: 'automation' }), { catalogue: { templates } });
    select(store, 't1');
    const picker = screen.getByRole('combobox', { name: 'Template' });
    expect(picker).toHaveDisplayValue('price_list · Arabic (ar) (not sendable from this number)');
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Not an approved template of this number.'), { timeout: 5000 });
  });
});
