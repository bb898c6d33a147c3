// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChatbotApi, fakeBot, fakeFolder, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { renderChatbotArea } from '../testing/render-chatbot-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const sales = fakeFolder(1, 'Sales');
const support = fakeFolder(2, 'Support');

describe('folder list page', () => {
  it('says there are no bots when the account has none', async () => {
    renderChatbotArea(createFakeChatbotApi({ folders: [sales] }).fetch, '/chatbot/folders/list-folder');
    expect(await screen.findByText('There are no bots. Please create one.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales' })).toHaveTextContent('No bots in this folder.');
  });

  it('groups bots by folder and opens a bot on its flows', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales, support], bots: [fakeBot(10, 'Lead bot', sales.id), fakeBot(11, 'Loose bot')] });
    renderChatbotArea(api.fetch, '/chatbot/folders/list-folder');
    const salesRegion = await screen.findByRole('region', { name: 'Sales' });
    expect(within(salesRegion).getByRole('link', { name: 'Lead bot' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Not in a folder' })).getByRole('link', { name: 'Loose bot' })).toBeInTheDocument();
    await user.click(within(salesRegion).getByRole('link', { name: 'Lead bot' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/chatbot/flow-list?botId=${testId(10)}`);
  });

  it('creates, renames and deletes a folder after confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales] });
    renderChatbotArea(api.fetch, '/chatbot/folders/list-folder');
    await screen.findByRole('region', { name: 'Sales' });

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const create = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(create).getByLabelText('Folder name'), '  Marketing  ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('region', { name: 'Marketing' })).toBeInTheDocument();
    expect(api.requestsTo('POST', 'folders')[0]?.body).toEqual({ name: 'Marketing' });

    await user.click(screen.getByRole('button', { name: 'Rename folder Sales' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename folder' });
    const field = within(rename).getByLabelText('Folder name');
    await user.clear(field);
    await user.type(field, 'Leads{Enter}');
    expect(await screen.findByRole('region', { name: 'Leads' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete folder Leads' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete folder?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('DELETE', `folders/${sales.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete folder Leads' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Leads' })).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `folders/${sales.id}`)).toHaveLength(1);
  });

  it('refuses to delete a folder that still holds bots, without calling the server', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales], bots: [fakeBot(10, 'Lead bot', sales.id)] });
    renderChatbotArea(api.fetch, '/chatbot/folders/list-folder');
    await user.click(await screen.findByRole('button', { name: 'Delete folder Sales' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Folder is not empty' });
    expect(alert).toHaveTextContent('Sales holds 1 bot. Move or delete it first.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(api.state.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('moves a bot to another folder and deletes a bot after confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales, support], bots: [fakeBot(10, 'Lead bot', sales.id)] });
    renderChatbotArea(api.fetch, '/chatbot/folders/list-folder');
    await user.click(await screen.findByRole('button', { name: 'Move bot Lead bot to another folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Lead bot' });
    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Support' })).getByRole('link', { name: 'Lead bot' })).toBeInTheDocument());
    expect(api.requestsTo('PUT', `bots/${testId(10)}`)[0]?.body).toEqual({ folder_id: support.id });

    await user.click(screen.getByRole('button', { name: 'Delete bot Lead bot' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete bot?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There are no bots. Please create one.')).toBeInTheDocument();
  });

  it('shows the server message when a change fails and keeps the dialog with what was typed', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales] });
    api.on('POST', 'folders', () => jsonResponse({ error: 'name_taken', message: 'A folder with this name exists' }, 409));
    renderChatbotArea(api.fetch, '/chatbot/folders/list-folder');
    await screen.findByRole('region', { name: 'Sales' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Sales{Enter}');
    expect(await screen.findByText('A folder with this name exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Folder name')).toHaveValue('Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('create bot page', () => {
  it('creates a bot in the folder given in the address and opens its flows', async () => {
    const user = userEvent.setup();
    const api = createFakeChatbotApi({ folders: [sales, support] });
    renderChatbotArea(api.fetch, `/chatbot/create-bot?folderId=${support.id}`);
    await user.type(await screen.findByLabelText('Bot name'), 'Helper');
    await user.type(screen.getByLabelText('Description'), 'Answers questions');
    await user.selectOptions(screen.getByLabelText('Channel'), 'WhatsApp');
    expect(screen.getByLabelText('Folder')).toHaveValue(support.id);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chatbot/flow-list?botId='));
    expect(api.requestsTo('POST', 'bots')[0]?.body).toEqual({ name: 'Helper', description: 'Answers questions', channel: 'WHATSAPP', folder_id: support.id });
  });
});
