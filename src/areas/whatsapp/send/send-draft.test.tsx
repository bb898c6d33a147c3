// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '@/api/contracts/campaigns';
import { readSendDraft, sendDraftKey, writeSendDraft } from './draft/send-draft-storage';
import { emptySendForm } from './send-form-state';
import { jsonResponse, renderSendPage } from './testing/render-send-page';
import { CAMPAIGN_ID, campaignView, fakeSendApi, testTemplate } from './testing/send-fixtures';

const owner = { id: 42, username: 'asha' };
const draftKey = sendDraftKey({ account: '42', user: 'asha' }, null);
const template = testTemplate('Hi {{first_name}}.', [{ param_name: 'first_name', example: 'Asha' }]);
const ID = CAMPAIGN_ID;
const view = (body: Record<string, unknown>, state: CampaignView['state'] = 'DRAFT') => campaignView(body, state, 'asha');

function fakeApi() {
  const api = fakeSendApi(template);
  api.on('POST', 'campaigns', (body) => jsonResponse(view(body)));
  api.on('PUT', `campaigns/${ID}`, (body) => jsonResponse(view(body)));
  return api;
}

/** A reload: the page goes away and opens again at the address it had, with this browser's storage. */
function reload(api: ReturnType<typeof fakeApi>) {
  const address = screen.getByTestId('location').textContent;
  cleanup();
  renderSendPage(api.fetch, address, undefined, owner);
}

async function fillTemplateStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Campaign name'));
  await user.paste('Members');
  await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
  await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  localStorage.clear();
});

describe('send-whatsapp drafts', { timeout: 60_000 }, () => {
  it('keeps the step in the address and everything typed across reloads, up to the review, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.on('POST', `campaigns/${ID}/submit`, () => jsonResponse(view({ name: 'Members' }, 'SCHEDULED')));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS', undefined, owner);
    await fillTemplateStep(user);
    expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/send-whatsapp/OPT_IN_USERS?step=audience');

    reload(api);
    expect(await screen.findByRole('heading', { name: 'Step 2: Audience' })).toBeInTheDocument();
    expect(screen.getByText(/Your unfinished campaign from .* was kept in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Opt-in users' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Template, completed' }));
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Members');
    expect(screen.getByLabelText('Sender number')).toHaveValue('100');
    expect(screen.getByLabelText('Approved template')).toHaveValue('7');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('{{first_name}} in the body'), 'The same value for everyone');
    await user.click(screen.getByLabelText('Value'));
    await user.paste('member');
    reload(api);
    expect(await screen.findByRole('heading', { name: 'Step 3: Variables' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Value')).toHaveValue('member');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(await screen.findByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    reload(api);
    // The reopened review is prepared again on the campaign the first visit saved, not a second one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send campaign' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    expect(api.requestsTo('POST', 'campaigns')).toHaveLength(1);
    expect(api.requestsTo('PUT', `campaigns/${ID}`)[0]?.body).toMatchObject({ name: 'Members', variableMapping: { first_name: { kind: 'text', text: 'member' } } });

    await user.click(screen.getByRole('button', { name: 'Send campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/distributed-delivery'));
    expect(readSendDraft(localStorage, draftKey)).toBeNull();
  });

  it('opens the first step still to do when the address names a later one, and says which file to choose again', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const LIST = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const stamp = '2026-03-01T10:00:00.000Z';
    api.on('GET', '/api/tables/contact-lists', () => jsonResponse({ rows: [{ id: LIST, name: 'Spring fair', columns: ['name'], rows: 2, createdBy: 'asha', createdOn: stamp, updatedOn: stamp }], total: 1, page: 1, pageSize: 100 }));
    api.on('GET', `/api/tables/contact-lists/${LIST}/audience`, () => jsonResponse({ columns: ['name'], rows: [{ phone: '+919811111111', cells: { name: 'Asha' } }, { phone: '+919811111112', cells: { name: 'Ravi' } }], next: null }));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/UPLOAD_FILE', undefined, owner);
    await fillTemplateStep(user);
    await user.click(await screen.findByRole('radio', { name: 'A saved contact list' }));
    const list = screen.getByLabelText('Saved contact list');
    await waitFor(() => expect(list).toBeEnabled());
    await user.selectOptions(list, LIST);
    await screen.findByRole('region', { name: 'First 2 rows' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 3: Variables' })).toBeInTheDocument();

    reload(api);
    expect(await screen.findByRole('heading', { name: 'Step 2: Audience' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?step=audience');
    expect(screen.getByText(/choose “Spring fair” again\. Everything else you entered is kept\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Template, completed' }));
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Members');
  });

  it('makes a new campaign when the one a kept draft saved was deleted since', async () => {
    const GONE = '00000000-0000-4000-8000-0000000000ff';
    const api = fakeApi();
    api.on('PUT', `campaigns/${GONE}`, () => jsonResponse({ error: 'not_found', message: 'No such campaign.' }, 404));
    const form = { ...emptySendForm('OPT_IN_USERS'), name: 'Members', senderId: '100', templateSno: 7, mapping: { 'body.first_name': { kind: 'fixed' as const, value: 'member' } } };
    writeSendDraft(localStorage, draftKey, { form, reached: 'review', campaignId: GONE, savedRecipients: 0, lostFile: null, savedAt: Date.now() });
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS?step=review', undefined, owner);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send campaign' })).toBeEnabled());
    expect(api.requestsTo('PUT', `campaigns/${GONE}`)).toHaveLength(1);
    expect(api.requestsTo('POST', 'campaigns')[0]?.body).toMatchObject({ name: 'Members', variableMapping: { first_name: { kind: 'text', text: 'member' } } });
  });

  it('asks before leaving with work not sent, keeps focus in the question, and can discard the draft', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS', undefined, owner);
    await user.click(await screen.findByLabelText('Campaign name'));
    await user.paste('Members');

    const away = screen.getByRole('link', { name: 'Scheduled campaigns' });
    await user.click(away);
    const question = await screen.findByRole('alertdialog', { name: 'Leave this campaign?' });
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');
    expect(away).toHaveFocus();

    await user.click(away);
    await user.click(await screen.findByRole('button', { name: 'Keep draft and leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/schedule-whatsappcampaign'));
    expect(readSendDraft(localStorage, draftKey)?.form.name).toBe('Members');

    cleanup();
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp', undefined, owner);
    expect(await screen.findByLabelText('Campaign name')).toHaveValue('Members');
    await user.click(screen.getByRole('button', { name: 'Discard and start again' }));
    expect(await screen.findByLabelText('Campaign name')).toHaveValue('');
    expect(readSendDraft(localStorage, draftKey)).toBeNull();
    // Nothing typed since: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Scheduled campaigns' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/schedule-whatsappcampaign'));
  });
});
