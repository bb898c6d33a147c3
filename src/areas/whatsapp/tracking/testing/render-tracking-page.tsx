import type { ReactNode } from 'react';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { renderWithApi } from '@/shell/testing/render-with-api';

/** Test-only: a tracked campaign row as the server answers it, with the given changes. */
export function trackedRow(n: number, changes: Partial<TrackedCampaign> = {}): TrackedCampaign {
  const at = '2026-03-01T09:00:00.000Z';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Campaign ${n}`,
    channel: 'whatsapp',
    state: 'PENDING_APPROVAL',
    senderId: '100400000000101',
    senderNumber: '+971500000101',
    templateName: 'payment_received',
    templateLanguage: 'en',
    audienceKind: 'UPLOAD_FILE',
    scheduleAt: null,
    makerName: 'lounge',
    checkerName: null,
    funnel: { total: 3, pending: 3, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 },
    continuesAt: null, continuesFor: null,
    createdOn: at,
    updatedOn: at,
    submittedAt: at,
    decision: null,
    allowedActions: ['approve', 'reject', 'schedule', 'cancel', 'duplicate'],
    ...changes,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test-only: a page signed in as the Lounge checker, with the real API client over `fetchFn`. */
export function renderTrackingPage(page: ReactNode, fetchFn: typeof fetch) {
  return renderWithApi(page, { fetch: fetchFn, path: '/', user: { username: 'lounge.checker', roleId: 3 } });
}
