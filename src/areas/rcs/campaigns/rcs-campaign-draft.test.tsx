// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { InlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';
import { openTestSession } from '@/shell/testing/test-session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { CreateRcsCampaignPage } from './campaign-form-page';
import { rcsFormAnswers, STAMP } from './testing/rcs-form-answers';

beforeEach(() => void openTestSession({ id: 1001 }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const answers: Record<string, unknown> = {
  ...rcsFormAnswers({ senderId: 'acme_agent' }),
  '/api/campaign/rcs/countActiveUsers': { recipients: 12, days: 30 },
};
const funnel = { total: 12, pending: 12, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, smsFallback: 0, revoked: 0, expired: 0 };
const fetchFn: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  // The broadcast page's Save goes through the broadcast base's bulk call.
  if (path === '/api/broadcast/saveCampaign') {
    const body = (await request.json()) as Record<string, unknown>;
    return Response.json({ ...body, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', state: 'DRAFT', senderName: 'Acme Retail', audience: 'ACTIVE_USERS', scheduleAt: null, scheduleLocal: null, timeZone: 'UTC', smsSenderId: null, dltTemplateId: null, dltTemplateText: null, exclusionGroups: [], funnel, makerName: 'designer', createdOn: STAMP, updatedOn: STAMP, template: null });
  }
  return path in answers ? Response.json(answers[path]) : Response.json({ error: 'not_found', message: path }, { status: 404 });
};

const open = (path: string) =>
  renderWithApi(
    <Routes>
      <Route path="/campaign-management/brodcast-rcs" element={<CreateRcsCampaignPage audience="ACTIVE_USERS" />} />
      <Route path="/campaign-management/campaigns-creation" element={<CreateRcsCampaignPage />} />
    </Routes>,
    { fetch: fetchFn, path },
  );

it('keeps the step in the address and what was typed across a reload, and forgets it once saved', async () => {
  const user = userEvent.setup();
  open('/campaign-management/brodcast-rcs');
  await user.click(screen.getByLabelText('Campaign name'));
  await user.paste('Weekend');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sender id' }), 'acme_agent');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), '1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('location')).toHaveTextContent('step=audience');

  const address = screen.getByTestId('location').textContent ?? '';
  cleanup();
  open(address);
  expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Audience' })).toBeInTheDocument();
  expect(screen.getByLabelText('Campaign name')).toHaveValue('Weekend');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
  await waitFor(() => expect(localStorage.length).toBe(0));
});

it('names the file chosen before a reload and asks for it again, until a file is chosen', async () => {
  vi.stubGlobal('Worker', InlineAudienceWorker);
  const user = userEvent.setup();
  const choose = (name: string) => user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), new File(['phone\n+919811111111\n'], name, { type: 'text/csv' }));
  open('/campaign-management/campaigns-creation');
  await user.click(screen.getByLabelText('Campaign name'));
  await user.paste('Spring');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sender id' }), 'acme_agent');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), '1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await choose('spring-list.csv');
  await waitFor(() => expect(JSON.stringify(localStorage)).toContain('spring-list.csv'));

  const address = screen.getByTestId('location').textContent ?? '';
  cleanup();
  open(address);
  expect(screen.getByRole('heading', { level: 2, name: 'Audience' })).toBeInTheDocument();
  expect(screen.getByText('The page was reloaded, and a browser cannot keep a chosen file: choose “spring-list.csv” again. Everything else you entered is kept.')).toBeInTheDocument();
  await choose('spring-list.csv');
  await waitFor(() => expect(screen.queryByText(/choose “spring-list.csv” again/)).not.toBeInTheDocument());
});
