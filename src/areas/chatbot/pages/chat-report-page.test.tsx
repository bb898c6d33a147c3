// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import readXlsxFile from 'read-excel-file/universal';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '@/api/contracts/chatbot';
import { createFakeChatbotApi, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { polyfillBrowserApis, renderChatbotArea } from '../testing/render-chatbot-area';

beforeAll(polyfillBrowserApis);
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.restoreAllMocks();
});

const conversation = (n: number, lastMessage: string): ConversationSummary => ({
  id: testId(n),
  conversation_id: `+91987654${String(n).padStart(4, '0')}`,
  bot_id: testId(10),
  bot_name: 'Helper',
  started_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:05:00.000Z',
  turns: n,
  last_message: lastMessage,
  ended: n % 2 === 0,
});

function reportApi(rows: ConversationSummary[]) {
  const api = createFakeChatbotApi();
  api.on('GET', 'chatreport', (_, __, url) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('pageSize'));
    const q = url.searchParams.get('q') ?? '';
    const matching = rows.filter((row) => (row.last_message ?? '').includes(q));
    return jsonResponse({ total: matching.length, page, pageSize: size, conversations: matching.slice((page - 1) * size, page * size) });
  });
  return api;
}

describe('chat report page', () => {
  it('pages through conversations and filters by text', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 12 }, (_, index) => conversation(index + 1, index === 11 ? 'refund please' : `hello ${index + 1}`));
    const api = reportApi(rows);
    renderChatbotArea(api.fetch, '/chatbot/chatreport');
    const table = await screen.findByRole('table', { name: 'Conversations' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2 · 12 conversations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 · 12 conversations')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 of 1 · 1 conversation')).toBeInTheDocument();
    expect(api.state.requests.at(-1)?.path).toBe('chatreport');
  });

  it('exports the chosen columns of every matching row as escaped CSV', async () => {
    const user = userEvent.setup();
    const api = reportApi([conversation(1, 'said "yes", then left'), conversation(2, '=HYPERLINK("x")')]);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderChatbotArea(api.fetch, '/chatbot/chatreport');
    await screen.findByRole('table', { name: 'Conversations' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    for (const name of ['Bot', 'Started', 'Last activity', 'Turns', 'State']) await user.click(within(columns).getByRole('checkbox', { name }));
    await user.click(within(columns).getByRole('button', { name: 'Download' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Select File type to Download' })).getByRole('button', { name: 'CSV' }));

    await waitFor(() => expect(blobs).toHaveLength(1));
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe('Conversation,Last message\r\n+919876540001,"said ""yes"", then left"\r\n+919876540002,"\'=HYPERLINK(""x"")"\r\n');
  });

  it('exports the chosen columns of every matching row as an Excel workbook', async () => {
    const user = userEvent.setup();
    const api = reportApi([conversation(1, 'hello'), conversation(2, '=HYPERLINK("x")')]);
    const files: { blob: Blob; name: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push({ blob: blob as Blob, name: '' });
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = files.at(-1);
      if (last) last.name = this.download;
    });
    renderChatbotArea(api.fetch, '/chatbot/chatreport');
    await screen.findByRole('table', { name: 'Conversations' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    for (const name of ['Started', 'Last activity', 'State']) await user.click(within(columns).getByRole('checkbox', { name }));
    await user.click(within(columns).getByRole('button', { name: 'Download' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Select File type to Download' })).getByRole('button', { name: 'Excel' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^chat-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(files[0]!.blob);
    });
    const [sheet] = await readXlsxFile(bytes);
    expect(sheet?.sheet).toBe('Chat report');
    expect(sheet?.data).toEqual([
      ['Conversation', 'Bot', 'Turns', 'Last message'],
      ['+919876540001', 'Helper', 1, 'hello'],
      ['+919876540002', 'Helper', 2, '=HYPERLINK("x")'],
    ]);
  });
});
