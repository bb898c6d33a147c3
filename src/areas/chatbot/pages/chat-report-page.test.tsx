// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@/api/contracts/chatbot';
import { openTestSession } from '@/shell/testing/test-session';
import { createFakeChatbotApi, jsonResponse, testId } from '../testing/fake-chatbot-api';
import { renderChatbotArea } from '../testing/render-chatbot-area';

beforeEach(() => void openTestSession());
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const JOB = {
  id: testId(99),
  kind: 'chat_report',
  pageName: 'chatbot-chat-report',
  campaignId: null,
  columns: ['conversation', 'last_message'],
  fileType: 'excel',
  fileName: '',
  filter: { q: 'refund' },
  state: 'QUEUED',
  rowsDone: 0,
  rowsTotal: 1,
  bytes: 0,
  error: null,
  userName: 'designer',
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
  expiresOn: null,
};

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

  it("exports through the Download Columns dialog as a Download Center job of the page's filters", async () => {
    const user = userEvent.setup();
    const api = reportApi([conversation(1, 'refund please'), conversation(2, 'hello')]);
    const started: unknown[] = [];
    // The reports service's two calls; the chat report's own go to the chatbot fake.
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/reports/download/column_list') return jsonResponse({ columns: ['conversation', 'bot', 'last_message'].map((name) => ({ name })) });
      if (pathname === '/api/reports/downloads') {
        started.push(await request.json());
        return jsonResponse({ ...JOB, fileName: 'chat-report-2026-11-24.xlsx' });
      }
      return api.fetch(request);
    }) as typeof fetch;
    renderChatbotArea(fetchFn, '/chatbot/chatreport');
    await screen.findByRole('table', { name: 'Conversations' });
    await user.type(screen.getByLabelText('Search'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Page 1 of 1 · 1 conversation');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const columns = await screen.findByRole('dialog', { name: 'Download Columns' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Bot' }));
    await user.click(within(columns).getByRole('radio', { name: 'Excel' }));
    await user.click(within(columns).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('chat-report-2026-11-24.xlsx is being prepared: find it in the Download Center.')).toBeInTheDocument();
    expect(started).toEqual([{ pagename: 'chatbot-chat-report', logsection: 'All', columns: ['conversation', 'last_message'], fileType: 'excel', filter: { q: 'refund' } }]);
  });
});
