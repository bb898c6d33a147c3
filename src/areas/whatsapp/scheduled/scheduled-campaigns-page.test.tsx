// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CampaignListRow } from '@/api/contracts/campaigns';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { AccountTimeZoneProvider } from '@/ui/format';
import { ScheduledCampaignsPage } from './scheduled-campaigns-page';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(cleanup);

const waiting: CampaignListRow = {
  id: '5b0c2a8e-3f4d-4c1a-9e2b-7d6f8a9b0c1d',
  name: 'Diwali offer',
  channel: 'whatsapp',
  state: 'SCHEDULED',
  senderId: 's1',
  senderNumber: '+971500000101',
  templateName: 'diwali_offer',
  templateLanguage: 'en',
  audienceKind: 'UPLOAD_FILE',
  scheduleAt: '2026-12-01T10:00:00Z',
  makerName: 'Asha',
  checkerName: null,
  funnel: { total: 3, pending: 3, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 },
  continuesAt: null, continuesFor: null,
  createdOn: '2026-11-29T09:00:00Z',
  updatedOn: '2026-11-29T09:00:00Z',
};

const server: typeof fetch = (input) =>
  Promise.resolve(new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/whatsapp/campaigns') ? Response.json({ rows: [waiting], total: 1, page: 1, pageSize: 10 }) : Response.json({ error: 'not_found' }, { status: 404 }));

it('names each icon-only action in a tooltip when it takes keyboard focus', async () => {
  renderWithApi(<ScheduledCampaignsPage />, { fetch: server, path: '/' });
  for (const name of ['Reschedule Diwali offer', 'Edit Diwali offer', 'Cancel Diwali offer']) {
    const action = await screen.findByRole(name.startsWith('Edit') ? 'link' : 'button', { name });
    act(() => action.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
    act(() => action.blur());
  }
});

it("shows the start time on the account's clock, in the console's date format", async () => {
  renderWithApi(
    <AccountTimeZoneProvider timeZone="Asia/Kolkata">
      <ScheduledCampaignsPage />
    </AccountTimeZoneProvider>,
    { fetch: server, path: '/' },
  );
  expect(await screen.findByText(/^1 Dec 2026, 3:30 PM/)).toBeInTheDocument();
});
