// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';
import { jsonResponse, renderSendPage } from './testing/render-send-page';
import { CAMPAIGN_ID, campaignView, FETCH_POOLS, fakeSendApi, testPool, testSender, testTemplate } from './testing/send-fixtures';

/** A whole journey through the five steps: the default 20 s is a hang guard, too tight for a busy two-core CI host. */
const journey = { timeout: 60_000 };

/** Fills a field in one paste: a keystroke per character is slow in jsdom and adds nothing here. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement | Promise<HTMLElement>, text: string) {
  await user.click(await field);
  await user.paste(text);
}

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

const ID = CAMPAIGN_ID;
const sender = testSender;
const template = testTemplate('Hi {{first_name}}, enjoy {{discount}} off.', [
  { param_name: 'first_name', example: 'Asha' },
  { param_name: 'discount', example: '15%' },
]);
const view = campaignView;
const fakeApi = () => fakeSendApi(template);

// Each test renders the whole form through five steps (the time-zone list alone is ~400 options).
describe('send-whatsapp form', { timeout: 60_000 }, () => {
  it('walks the steps in order, refusing to go on while a step is incomplete, and submits an opt-in campaign', journey, async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.on('POST', 'campaigns', (body) => jsonResponse(view(body)));
    api.on('POST', `campaigns/${ID}/submit`, () => jsonResponse({ ...view({ name: 'Members', variableMapping: {} }, 'SCHEDULED') }));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a campaign name of at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Audience' })).toBeDisabled();
    await typeInto(user, screen.getByLabelText('Campaign name'), 'Members');
    await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
    expect(screen.getByText('2,000 unique users in 24 hours')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
    expect(screen.getByText(/Hi Asha, enjoy 15% off\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Step 2: Audience' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Opt-in users' })).toBeChecked();
    expect(await screen.findByText('340 contacts have opted in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Choose where this value comes from.')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('{{first_name}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getByLabelText('Value'), 'member');
    await user.selectOptions(screen.getByLabelText('{{discount}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getAllByLabelText('Value')[1]!, '30%');
    expect(screen.getByText(/Hi member, enjoy 30% off\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Back through the stepper keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Template, completed' }));
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Members');
    await user.click(screen.getByRole('button', { name: 'Schedule, completed' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));

    expect(await screen.findByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    expect(api.requestsTo('POST', 'campaigns')[0]?.body).toEqual({
      name: 'Members',
      senderId: '100',
      templateSno: 7,
      variableMapping: { first_name: { kind: 'text', text: 'member' }, discount: { kind: 'text', text: '30%' } },
      audience: { kind: 'OPT_IN_USERS' },
      schedule: { kind: 'now' },
    });
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Recipients340');
    await user.click(screen.getByRole('button', { name: 'Send campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/whatsapp-campaign/distributed-delivery'));
    expect(api.requestsTo('POST', `campaigns/${ID}/submit`)[0]?.body).toEqual({ schedule: null });
    expect(await screen.findByText('“Members” is being sent.')).toBeInTheDocument();
  });

  it('will not submit a campaign that, paced to the number\'s daily limit, would run past 90 days, and says why', journey, async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.on('GET', 'senders', () => jsonResponse({ senders: [{ ...sender, messagingLimit: 3 }] }));
    api.on('POST', 'campaigns', (body) => jsonResponse(view(body)));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');
    await typeInto(user, await screen.findByLabelText('Campaign name'), 'Everyone');
    await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
    await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('340 contacts have opted in.')).toBeInTheDocument();
    // Said where the audience is chosen, not first on the review.
    expect(screen.getByRole('alert')).toHaveTextContent('At 3 recipients a day this campaign would run 113 days, longer than the 90 days a campaign may run.');
    expect(screen.getByText('Daily limit (messaging tier)').nextElementSibling).toHaveTextContent('3 recipients a day');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const [slot, value] of [['{{first_name}} in the body', 'member'], ['{{discount}} in the body', '5%']] as const) {
      await user.selectOptions(screen.getByLabelText(slot), 'The same value for everyone');
      await typeInto(user, screen.getAllByLabelText('Value').at(-1)!, value);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));

    expect(await screen.findByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At 3 recipients a day this campaign would run 113 days, longer than the 90 days a campaign may run.');
    expect(screen.getByRole('button', { name: 'Send campaign' })).toBeDisabled();
  });

  it('shows the fields a server refuses on their step and keeps everything typed', journey, async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.on('POST', 'campaigns', () => jsonResponse({ error: 'invalid_request', message: 'Invalid name.', fields: { name: 'A campaign with this name is scheduled already' } }, 400));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/ENGAGED_USERS');
    await typeInto(user, await screen.findByLabelText('Campaign name'), 'Twice');
    await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
    await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const days = screen.getByLabelText('Wrote in the last (days)');
    await user.clear(days);
    await typeInto(user, days, '120');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a number of days from 1 to 90.')).toBeInTheDocument();
    await user.clear(days);
    await typeInto(user, days, '7');
    expect(await screen.findByText('12 contacts wrote in the last 7 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('{{first_name}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getByLabelText('Value'), 'friend');
    await user.selectOptions(screen.getByLabelText('{{discount}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getAllByLabelText('Value')[1]!, '5%');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));

    expect(await screen.findByRole('heading', { name: 'Step 1: Template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Twice');
    expect(screen.getByLabelText('Campaign name')).toHaveAccessibleDescription('A campaign with this name is scheduled already');
    await user.click(screen.getByRole('button', { name: 'Variables, completed' }));
    expect(screen.getAllByLabelText('Value').map((input) => (input as HTMLInputElement).value)).toEqual(['friend', '5%']);
  });

  it('names the saved contact list picked as the audience on the review step', journey, async () => {
    // The list's rows go up as a file's do: their request bodies are written in a worker.
    vi.stubGlobal('Worker', InlineAudienceWorker);
    const user = userEvent.setup();
    const api = fakeApi();
    const LIST = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const phones = ['+919811111111', '+919811111112', '+919811111113'];
    const stamp = '2026-03-01T10:00:00.000Z';
    api.on('GET', '/api/tables/contact-lists', () => jsonResponse({ rows: [{ id: LIST, name: 'Spring fair', columns: ['name'], rows: 3, createdBy: 'designer', createdOn: stamp, updatedOn: stamp }], total: 1, page: 1, pageSize: 100 }));
    api.on('GET', `/api/tables/contact-lists/${LIST}/audience`, () => jsonResponse({ columns: ['name'], rows: phones.map((phone) => ({ phone, cells: { name: 'Asha' } })), next: null }));
    api.on('POST', 'campaigns', (body) => jsonResponse(view(body)));
    api.on('POST', `campaigns/${ID}/audience/chunks`, (body) => jsonResponse({ importId: body.importId, chunkIndex: 0, chunksReceived: 1, rowsReceived: 3 }));
    api.on('POST', `campaigns/${ID}/audience/complete`, () => jsonResponse({ recipients: 3, duplicates: 0, optedOut: 0, timeZones: [{ zone: 'Asia/Kolkata', recipients: 3 }] }));
    // The upload worker posts the chunks with the global fetch; the client is handed the same fake.
    vi.stubGlobal('fetch', api.fetch);
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/UPLOAD_FILE');
    await typeInto(user, await screen.findByLabelText('Campaign name'), 'Fair follow-up');
    await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
    await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('radio', { name: 'A saved contact list' }));
    const list = screen.getByLabelText('Saved contact list');
    await waitFor(() => expect(list).toBeEnabled());
    await user.selectOptions(list, LIST);
    await screen.findByRole('region', { name: 'First 3 rows' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('{{first_name}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getByLabelText('Value'), 'friend');
    await user.selectOptions(screen.getByLabelText('{{discount}} in the body'), 'The same value for everyone');
    await typeInto(user, screen.getAllByLabelText('Value')[1]!, '5%');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));

    expect(await screen.findByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    expect(screen.getByText('Audience', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Contact list “Spring fair” with 3 numbers');
    expect(api.requestsTo('POST', `campaigns/${ID}/audience/chunks`)[0]?.body).toMatchObject({ phones, columns: [], values: [] });
  });

  it("offers the numbers of the account's ACTIVE pools (spec §7 fetchPools), by WABA with its messaging limit, connected ones only", async () => {
    const api = fakeApi();
    const second = { ...testSender, id: '200', displayNumber: '+971500000202', verifiedName: 'Lounge Outlet', wabaId: '2004', wabaName: 'Outlet WABA', messagingLimit: null };
    const pool = testPool();
    api.on('POST', FETCH_POOLS, () =>
      jsonResponse({ pools: [{ ...pool, numbers: [...pool.numbers, { senderId: '101', displayNumber: '+971500000109', verifiedName: 'Lounge Old', status: 'DISCONNECTED' }] }, testPool(second)] }),
    );
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');
    const choice = await screen.findByLabelText('Sender number');
    expect(api.requestsTo('POST', FETCH_POOLS)[0]?.body).toEqual({ status: 'ACTIVE' });
    const groups = within(choice).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Lounge WABA · 2,000 unique users in 24 hours', 'Outlet WABA · Unlimited']);
    expect(within(groups[0]!).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['100']);
    expect(within(groups[1]!).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['200']);
  });

  it('says no number can send when the account has no ACTIVE pool', async () => {
    const api = fakeApi();
    api.on('POST', FETCH_POOLS, () => jsonResponse({ pools: [] }));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');
    expect(await screen.findByText(/No number can send now/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Sender number')).not.toBeInTheDocument();
  });

  it("uploads the campaign's own header image through the sender number (spec §7 mediaUpload) and sends it by its media id", journey, async () => {
    // A file the picker's accept would hide still reaches the field, as a drop or an "All files" choice does.
    const user = userEvent.setup({ applyAccept: false });
    const image = { ...template, components: [{ type: 'HEADER' as const, format: 'IMAGE' as const, example: { header_handle: ['https://cdn.example/sample.jpg'] } }, ...template.components] };
    const api = fakeSendApi(image);
    const UPLOAD = '/api/broadcast/whatsapp/gui/mediaUpload';
    api.on('POST', UPLOAD, (body) => jsonResponse({ mediaId: '1013859600285441', mimeType: body.mimeType, size: 8 }));
    api.on('POST', 'campaigns', (body) => jsonResponse(view(body)));
    renderSendPage(api.fetch, '/whatsapp-campaign/send-whatsapp/OPT_IN_USERS');
    await typeInto(user, await screen.findByLabelText('Campaign name'), 'Spring');
    await user.selectOptions(await screen.findByLabelText('Sender number'), '100');
    await user.selectOptions(await screen.findByLabelText('Approved template'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('340 contacts have opted in.');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const field = await screen.findByLabelText('Header image for this campaign');
    expect(screen.getByText("Without a file, the template's sample is sent.")).toBeInTheDocument();
    await user.upload(field, new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }));
    expect(field).toHaveAccessibleDescription(/Choose a file of type image\/jpeg, image\/png\./);
    expect(api.requestsTo('POST', UPLOAD)).toEqual([]);

    await user.upload(field, new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'spring.png', { type: 'image/png' }));
    expect(await screen.findByText('spring.png is uploaded and will be sent.')).toBeInTheDocument();
    expect(api.requestsTo('POST', UPLOAD)[0]?.body).toEqual({ senderId: '100', fileName: 'spring.png', mimeType: 'image/png', data: 'iVBORw0KGgo=' });
    expect(field).not.toHaveAccessibleDescription(/Choose a file/);

    for (const [slot, value] of [['{{first_name}} in the body', 'member'], ['{{discount}} in the body', '5%']] as const) {
      await user.selectOptions(screen.getByLabelText(slot), 'The same value for everyone');
      await typeInto(user, screen.getAllByLabelText('Value').at(-1)!, value);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(await screen.findByRole('heading', { name: 'Step 5: Review' })).toBeInTheDocument();
    expect(screen.getByText('Header file', { selector: 'dt' }).nextElementSibling).toHaveTextContent("This campaign's own file");
    expect(api.requestsTo('POST', 'campaigns')[0]?.body.variableMapping).toEqual({
      first_name: { kind: 'text', text: 'member' },
      discount: { kind: 'text', text: '5%' },
      'header.media': { kind: 'text', text: '1013859600285441' },
    });
  });
});
