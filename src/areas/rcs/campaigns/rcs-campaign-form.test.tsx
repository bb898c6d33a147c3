// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { RcsCampaignForm } from './rcs-campaign-form';
import { emptyRcsForm } from './rcs-form-state';
import { rcsFormAnswers, STAMP } from './testing/rcs-form-answers';

beforeAll(() => {
  // The pages read the signed-in account from the session store.
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST_ID = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Our server's answers for the form: one agent, one text template without variables, one saved contact list of three. */
const answers: Record<string, unknown> = {
  ...rcsFormAnswers(),
  '/api/tables/contact-lists': { rows: [{ id: LIST_ID, name: 'Spring fair', columns: ['name'], rows: 3, createdBy: 'designer', createdOn: STAMP, updatedOn: STAMP }], total: 1, page: 1, pageSize: 100 },
  [`/api/tables/contact-lists/${LIST_ID}/audience`]: {
    columns: ['name'],
    rows: ['+919811111111', '+919811111112', '+919811111113'].map((phone) => ({ phone, cells: { name: 'Asha' } })),
    next: null,
  },
};

/** What the server saved: the campaign as the save answers it. */
const savedCampaign = (body: Record<string, unknown>) => ({
  ...body,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  state: 'SCHEDULED',
  senderName: 'Acme Retail',
  audience: 'FILE',
  scheduleAt: null,
  scheduleLocal: null,
  timeZone: 'UTC',
  smsSenderId: null,
  dltTemplateId: null,
  dltTemplateText: null,
  exclusionGroups: [],
  funnel: { total: 3, pending: 3, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, smsFallback: 0, revoked: 0, expired: 0 },
  makerName: 'designer',
  createdOn: STAMP,
  updatedOn: STAMP,
  template: null,
});

/** Answers the form's calls and records the path of every POST; a file chunk waits for `chunkHeld`. */
function fakeServer(chunkHeld?: Promise<void>) {
  const posted: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
    if (request.method === 'POST') posted.push(path);
    if (path === '/api/campaign/fileUpload') return (await chunkHeld, json({ fileId: body.fileId, chunkIndex: body.chunkIndex, chunksReceived: 1, rowsReceived: 3 }));
    if (path === '/api/campaign/rcs/saveScheduleCampaign') return json(savedCampaign(body));
    if (path === '/api/campaign/rcs/countActiveUsers') return json({ recipients: 1250, days: 30 });
    const answer = answers[path];
    return answer ? json(answer) : new Response(JSON.stringify({ error: 'not_found', message: request.url }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, posted };
}

function renderForm(initial = emptyRcsForm(), chunkHeld?: Promise<void>) {
  const server = fakeServer(chunkHeld);
  renderWithApi(<RcsCampaignForm initial={initial} campaignId={null} hasSavedFile={false} keeping={{ draftKey: null, baseline: initial, restored: null, onDiscard: () => {} }} />, { fetch: server.fetchFn, path: '/' });
  return server;
}

const reviewed = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('RcsCampaignForm', () => {
  // A whole journey through the steps: the default 20 s is a hang guard, too tight for a busy two-core CI host.
  it('names the saved contact list chosen as the audience on the review step, and Send now names its count and agent before sending', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    let release = () => {};
    const server = renderForm(emptyRcsForm(), new Promise<void>((resolve) => (release = resolve)));
    // The list's numbers go up through the upload worker, run in the page, posting with the global fetch.
    vi.stubGlobal('Worker', InlineAudienceWorker);
    vi.stubGlobal('fetch', server.fetchFn);
    // One paste, not a keystroke a character: each re-renders the whole form, slow in jsdom and adding nothing here.
    await user.click(screen.getByLabelText('Campaign name'));
    await user.paste('Fair follow-up');
    const sender = screen.getByLabelText('Sender id');
    await screen.findByRole('option', { name: 'Acme Retail (acme_retail_agent)' });
    await user.selectOptions(sender, 'acme_retail_agent');
    await screen.findByRole('option', { name: 'store_hours · Text' });
    await user.selectOptions(screen.getByLabelText('Template', { selector: 'select' }), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('radio', { name: 'A saved contact list' }));
    const list = screen.getByLabelText('Saved contact list');
    await waitFor(() => expect(list).toBeEnabled());
    await user.selectOptions(list, LIST_ID);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Schedule', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Review', level: 2 });
    expect(reviewed('Audience')).toBe('Contact list “Spring fair” with 3 numbers');
    expect(reviewed('Recipients after exclusions')).toBe('3 (0 excluded)');

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Send “Fair follow-up” now?' });
    expect(asked).toHaveTextContent('It goes at once to 3 recipients from the agent Acme Retail (acme_retail_agent).');
    await user.click(within(asked).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.posted.filter((path) => path.startsWith('/api/campaign/rcs/save') || path === '/api/campaign/fileUpload')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    // The list's numbers go up as a file's do, and the form says how far they have got.
    expect(await screen.findByRole('progressbar', { name: 'Uploading the audience' })).toHaveAttribute('aria-valuetext', 'Uploading the audience: 0 of 3 numbers');
    release();
    await screen.findByText('Your request is executed');
    expect(server.posted.filter((path) => path.startsWith('/api/campaign/rcs/save') || path === '/api/campaign/fileUpload')).toEqual(['/api/campaign/fileUpload', '/api/campaign/rcs/saveScheduleCampaign']);
  });

  it("asks the server how many active users the agent has before Send now sends to them", async () => {
    const user = userEvent.setup();
    const server = renderForm({ ...emptyRcsForm('ACTIVE_USERS'), name: 'Weekend', senderId: 'acme_retail_agent', templateId: 1 });
    await screen.findByRole('option', { name: 'store_hours · Text' });
    for (const heading of ['Audience', 'Schedule', 'Review']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: heading, level: 2 });
    }
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('alertdialog', { name: 'Send “Weekend” now?' })).toHaveTextContent('It goes at once to 1,250 recipients from the agent Acme Retail (acme_retail_agent).');
    expect(server.posted).not.toContain('/api/campaign/rcs/saveScheduleCampaignWithoutFile');
  });
});
