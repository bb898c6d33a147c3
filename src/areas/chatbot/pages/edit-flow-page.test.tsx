// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubBrowserForReactFlow } from '@/canvas/editor/testing';
import { writeUnsavedDraft } from '../flow-draft/unsaved-draft-storage';
import { createFakeChatbotApi, jsonResponse } from '../testing/fake-chatbot-api';
import { FLOW_ID, fakeFlowDetail, flowDocument } from '../testing/fake-flow';
import { renderChatbotArea } from '../testing/render-chatbot-area';

beforeAll(() => {
  stubBrowserForReactFlow();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const messageText = () => (screen.getByTestId('inspector').querySelector('[data-field="content.text"]') as HTMLTextAreaElement | HTMLInputElement);

/** Opens the message node's settings and replaces its text, as a designer would. */
async function editMessage(text: string) {
  fireEvent.click(await screen.findByTestId('node-m1'));
  const field = await waitFor(messageText);
  fireEvent.change(field, { target: { value: text } });
  await waitFor(() => expect(messageText()).toHaveValue(text));
}

/** Someone else saves version 4 while this editor still has version 3. */
function saveElsewhere(api: ReturnType<typeof createFakeChatbotApi>) {
  const flow = api.state.flows[0]!;
  flow.version = 4;
  flow.updated_by = 'bob';
  flow.document = flowDocument('Their text', 4);
}

describe('edit flow page', () => {
  it('saves the draft with the version it was based on', async () => {
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    await editMessage('Hello there');
    fireEvent.click(screen.getByTestId('toolbar-save'));
    expect(await screen.findByText('Draft saved (version 4).')).toBeInTheDocument();
    const [save] = api.requestsTo('PUT', `flows/${FLOW_ID}`);
    expect(save?.body.baseVersion).toBe(3);
    expect(JSON.stringify(save?.body.document)).toContain('Hello there');
  });

  it('on a version conflict, Overwrite saves the same document again on the current version', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    await editMessage('Mine');
    saveElsewhere(api);
    fireEvent.click(screen.getByTestId('toolbar-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this flow' });
    expect(dialog).toHaveTextContent('bob saved a newer version');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Draft saved (version 5).')).toBeInTheDocument();
    const saves = api.requestsTo('PUT', `flows/${FLOW_ID}`);
    expect(saves.map((save) => save.body.baseVersion)).toEqual([3, 4]);
    expect(JSON.stringify(saves[1]?.body.document)).toContain('Mine');
    expect(localStorage.length).toBe(0);
  });

  it('on a version conflict, Reload takes their document and offers ours back', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    await editMessage('Mine');
    saveElsewhere(api);
    fireEvent.click(screen.getByTestId('toolbar-save'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Someone else saved this flow' })).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByTestId('node-m1')).toHaveTextContent('Their text');
    expect(screen.getByText(/^Restore unsaved changes from/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByTestId('node-m1')).toHaveTextContent('Mine'));

    // Saving now is a deliberate overwrite of version 4, which the user has seen.
    fireEvent.click(screen.getByTestId('toolbar-save'));
    expect(await screen.findByText('Draft saved (version 5).')).toBeInTheDocument();
    expect(api.requestsTo('PUT', `flows/${FLOW_ID}`).at(-1)?.body.baseVersion).toBe(4);
  });

  it('offers unsaved changes kept in the browser after a page reload, and discards them on request', async () => {
    const user = userEvent.setup();
    const savedAt = new Date(2026, 0, 15, 9, 30).getTime();
    writeUnsavedDraft(localStorage, { flowId: FLOW_ID, baseVersion: 3, savedAt, document: flowDocument('Kept locally', 3) });
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    expect(await screen.findByTestId('node-m1')).toHaveTextContent('Hello');
    expect(screen.getByText(/^Restore unsaved changes from .*9:30/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/^Restore unsaved changes/)).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('keeps edits in the browser, debounced, and offers them back when the save failed', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    api.on('PUT', 'flows/:id', () => new Response(JSON.stringify({ error: 'internal', message: 'Database is down' }), { status: 500 }));
    const view = renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    await editMessage('Not lost');
    await waitFor(() => expect(localStorage.length).toBe(1), { timeout: 2000 });
    fireEvent.click(screen.getByTestId('toolbar-save'));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();

    view.unmount();
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    expect(await screen.findByTestId('node-m1')).toHaveTextContent('Hello');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByTestId('node-m1')).toHaveTextContent('Not lost'));
  });

  it('publishes after showing the diff, saving unsaved edits first, and lists the problems the server finds', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3, { published_version: 2 })] });
    api.on('GET', 'flows/:id/diff', () =>
      jsonResponse({ published_version: 2, draft_version: 4, added: [], removed: [], changed: [{ id: 'm1', kind: 'MESSAGE', fields: ['data.content.text'] }], edges: { added: [], removed: [] }, flow_fields: [] }),
    );
    let invalid = true;
    api.on('POST', 'flows/:id/publish', () =>
      invalid
        ? jsonResponse({ error: 'flow_invalid', message: 'Fix the flow', problems: [{ nodeId: 'm1', field: 'content.text', severity: 'error', code: 'REQUIRED', messageKey: 'canvas.problems.REQUIRED' }] }, 400)
        : jsonResponse({ version: 4, published_at: '2026-01-15T11:00:00.000Z' }),
    );
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    await editMessage('Hello again');
    // Publish waits for the editor's first validation, which runs just after its first frame.
    await waitFor(() => expect(screen.getByTestId('toolbar-publish')).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(screen.getByTestId('toolbar-publish'));

    const diff = await screen.findByTestId('publish-dialog');
    expect(diff).toHaveTextContent('Changes of draft version 4 against published version 2');
    expect(diff).toHaveTextContent('Hello again (MESSAGE): data.content.text');
    expect(api.requestsTo('PUT', `flows/${FLOW_ID}`)).toHaveLength(1);
    await user.click(within(diff).getByRole('button', { name: 'Publish' }));
    const problems = await screen.findByRole('dialog', { name: 'The flow cannot be published' });
    expect(problems).toHaveTextContent('Hello again:');
    await user.click(within(problems).getByRole('button', { name: 'OK' }));

    invalid = false;
    fireEvent.click(screen.getByTestId('toolbar-publish'));
    await user.click(within(await screen.findByTestId('publish-dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published version 4.')).toBeInTheDocument();
    expect(api.requestsTo('POST', `flows/${FLOW_ID}/publish`).map((request) => request.body)).toEqual([{ baseVersion: 4 }, { baseVersion: 4 }]);
  });

  it('toggles the drop-off overlay: not published, no conversations yet, then counts on nodes from the server', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ flows: [fakeFlowDetail('Hello', 3)] });
    let published: number | null = null;
    let conversations = 0;
    api.on('GET', 'flows/:id/dropoff', () =>
      jsonResponse({
        published_version: published,
        conversations,
        nodes: [{ node_id: 'm1', reached: conversations, last: conversations }],
        edges: [{ edge_id: 'e1', source: 'm1', target: 'm2', taken: 0 }],
      }),
    );
    renderChatbotArea(api.fetch, `/chatbot/edit-flow/${FLOW_ID}`);
    const toggle = await screen.findByRole('button', { name: 'Drop-off' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText(/^This flow has not been published yet\./)).toBeInTheDocument();
    await user.click(toggle);
    published = 3;
    await user.click(toggle);
    expect(await screen.findByText(/^Published version 3: no conversations yet\./)).toBeInTheDocument();
    expect(await screen.findByTestId('node-badge-m1')).toHaveTextContent('0 reached');

    await user.click(toggle);
    expect(screen.queryByTestId('node-badge-m1')).not.toBeInTheDocument();
    conversations = 2;
    // Keyboard path: the toggle is a button, Enter turns it on again and reads the log again.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('dropoff-summary')).toHaveTextContent('Published version 3, conversations: 2.');
    const badge = await screen.findByTestId('node-badge-m1');
    await waitFor(() => expect(badge).toHaveTextContent('2 reached · 2 stopped'));
    expect(badge).toHaveAccessibleName('Conversations that reached this node: 2; stopped here: 2');
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(api.requestsTo('GET', `flows/${FLOW_ID}/dropoff`)).toHaveLength(3);
  });
});
