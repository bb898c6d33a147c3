// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { RcsCampaignForm } from './rcs-campaign-form';
import { emptyRcsForm } from './rcs-form-state';
import { rcsFormAnswers, STAMP } from './testing/rcs-form-answers';

beforeAll(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});
afterEach(cleanup);

const ORDER = '1107001001000000001';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const answers: Record<string, unknown> = {
  ...rcsFormAnswers({ smsSenderIds: ['ACMERT', 'ACMEOT'] }),
};

/** The DLT templates of each SMS sender id, as getdlttemplate answers them. */
const dltTemplates: Record<string, unknown[]> = {
  ACMERT: [
    { dltTemplateId: ORDER, senderId: 'ACMERT', name: 'order_update', type: 'SERVICE_IMPLICIT', content: 'Dear {#var#}, your order {#var#} is on its way.' },
    { dltTemplateId: '1107001001000000002', senderId: 'ACMERT', name: 'weekend_offer', type: 'PROMOTIONAL', content: 'Twenty percent off: {#var#}' },
  ],
  ACMEOT: [{ dltTemplateId: '1107001001000000009', senderId: 'ACMEOT', name: 'login_code', type: 'TRANSACTIONAL', content: '{#var#} is your code.' }],
};

function fakeServer() {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
    if (request.method === 'POST') posted.push({ path, body });
    if (path === '/api/campaign/getdlttemplate') return json({ templates: (body.senderIds as string[]).flatMap((id) => dltTemplates[id] ?? []) });
    if (path === '/api/broadcast/saveCampaign') {
      return json({ ...body, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', state: 'DRAFT', senderName: 'Acme Retail', audience: 'ACTIVE_USERS', scheduleAt: null, scheduleLocal: null, timeZone: null, dltTemplateText: 'Dear {#var#}, your order {#var#} is on its way.', exclusionGroups: [], funnel: { total: 0, pending: 0, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, smsFallback: 0, revoked: 0, expired: 0 }, makerName: 'designer', createdOn: STAMP, updatedOn: STAMP, template: null });
    }
    const answer = answers[path];
    return answer ? json(answer) : new Response(JSON.stringify({ error: 'not_found', message: request.url }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, posted };
}

describe('DLT template of the SMS fallback', () => {
  it("offers the chosen SMS sender id's DLT templates, shows the chosen text, asks its variables, names it on the review and saves its id through the bulk Save", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const initial = { ...emptyRcsForm('ACTIVE_USERS'), name: 'Orders', senderId: 'acme_retail_agent', templateId: 1 };
    renderWithApi(<RcsCampaignForm initial={initial} campaignId={null} hasSavedFile={false} bulk keeping={{ draftKey: null, baseline: initial, restored: null, onDiscard: () => {} }} />, { fetch: server.fetchFn, path: '/' });
    // The first answers wait for the test run's other files on a busy host.
    await screen.findByRole('option', { name: 'store_hours · Text' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Audience', level: 2 });
    expect(screen.queryByLabelText('DLT template')).not.toBeInTheDocument();

    await screen.findByRole('option', { name: 'ACMEOT' });
    await user.selectOptions(screen.getByLabelText('SMS fallback'), 'ACMERT');
    const dlt = screen.getByLabelText('DLT template');
    await waitFor(() => expect(dlt).toBeEnabled());
    expect([...(dlt as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "None (the RCS template's SMS text)",
      `order_update · Service implicit · ${ORDER}`,
      'weekend_offer · Promotional · 1107001001000000002',
    ]);
    expect(server.posted.find((call) => call.path === '/api/campaign/getdlttemplate')?.body).toEqual({ esmeaddr: 1001, senderIds: ['ACMERT'] });
    await user.selectOptions(dlt, ORDER);
    expect(screen.getByText('Dear {{dlt_1}}, your order {{dlt_2}} is on its way.', { selector: 'figure p' })).toBeInTheDocument();

    // Its variables must have a value before the campaign can be saved, as the RCS template's do.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give every template variable a column or a value (only fixed values without a file).')).toBeInTheDocument();
    expect(server.posted.some((call) => call.path.includes('save'))).toBe(false);
    for (const name of ['{{dlt_1}}', '{{dlt_2}}']) await user.selectOptions(screen.getByLabelText(name), 'The same value for everyone');
    const [first, second] = screen.getAllByLabelText('Value');
    // A paste each, not a keystroke a character: each re-renders the whole form, slow in jsdom.
    await user.click(first!);
    await user.paste('Ada');
    await user.click(second!);
    await user.paste('A-17');
    // The review names the DLT template and shows the SMS it sends, with the values given.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review', level: 2 });
    const reviewed = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(reviewed('DLT template')).toBe(`order_update (${ORDER})`);
    expect(reviewed('SMS fallback text')).toBe('Dear Ada, your order A-17 is on its way.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your request is executed');
    const saved = server.posted.find((call) => call.path === '/api/broadcast/saveCampaign')?.body;
    expect(saved).toMatchObject({ smsSenderId: 'ACMERT', dltTemplateId: ORDER, variableMapping: { dlt_1: { kind: 'text', text: 'Ada' }, dlt_2: { kind: 'text', text: 'A-17' } } });
    expect(saved).not.toHaveProperty('scheduleAt');
  });
});
