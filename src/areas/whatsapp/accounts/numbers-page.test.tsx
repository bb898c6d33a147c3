// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SenderNumberDetails, WabaDetails } from '@/api/contracts/whatsapp-accounts';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { NumbersPage } from './numbers-page';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const retail: SenderNumberDetails = { senderId: '101', displayNumber: '+919800000101', verifiedName: 'Acme Retail', status: 'CONNECTED', quality: 'GREEN', messagingLimit: 10_000, throughput: 80 };
const waba = (numbers: SenderNumberDetails[], messagingLimit = 10_000): WabaDetails => ({
  wabaId: '100100000000001',
  name: 'Acme Retail WABA',
  status: 'APPROVED',
  portfolio: 'Acme Retail',
  messagingLimit,
  createdOn: '2026-11-01T00:00:00Z',
  numbers: numbers.map((number) => ({ ...number, messagingLimit })),
});

/** Before the sync Meta's changes are not ours; after it, the number's quality dropped and a number was added. */
function fakeServer(syncAnswer: Response) {
  const synced: unknown[] = [];
  let finishSync = () => {};
  const gate = new Promise<void>((resolve) => {
    finishSync = resolve;
  });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const after = synced.length > 0 && syncAnswer.ok;
    const now = after ? waba([{ ...retail, quality: 'RED' }, { ...retail, senderId: '109', displayNumber: '+919800000109', verifiedName: 'Acme Returns' }], 100_000) : waba([retail]);
    if (pathname === '/api/campaign/signup/api/v1.0/account_metrics/1001/getSenderDetails') return Response.json({ wabas: [now] });
    if (pathname === `/api/campaign/signup/api/v1.0/phone_numbers/getbyWaba/${now.wabaId}`) return Response.json({ wabaId: now.wabaId, numbers: now.numbers });
    if (pathname === '/api/campaign/signup/api/v1.0/waba/syncPhoneNumber') {
      synced.push(await request.json());
      await gate;
      return syncAnswer;
    }
    return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
  };
  return { fetchFn: fetchFn as typeof fetch, synced, finishSync: () => finishSync() };
}

describe('Cloud List: sync a WABA\'s numbers from Meta', () => {
  it('syncs by keyboard, shows it working, toasts the counts and shows the numbers, quality and tier Meta reports', async () => {
    const server = fakeServer(Response.json({ added: 1, updated: 1, messagingLimit: 100_000 }));
    renderWithApi(<NumbersPage view="waba-cloud-list" />, { fetch: server.fetchFn, path: '/' });
    const button = await screen.findByRole('button', { name: 'Sync the numbers of Acme Retail WABA' });
    expect(screen.queryByText('+919800000109')).not.toBeInTheDocument();
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Syncing the numbers of Acme Retail WABA' })).toBeDisabled();
    expect(server.synced).toEqual([{ esmeaddr: 1001, wabaId: '100100000000001' }]);
    server.finishSync();
    expect(await screen.findByText('Numbers of Acme Retail WABA synced: 1 added, 1 updated.')).toBeInTheDocument();
    const added = (await screen.findByText('+919800000109')).closest('tr') as HTMLElement;
    expect(within(added).getByText('Acme Returns')).toBeInTheDocument();
    expect(within(added).getByText('100,000 users / 24 h')).toBeInTheDocument();
    const changed = screen.getByText('+919800000101').closest('tr') as HTMLElement;
    expect(within(changed).getByText('RED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync the numbers of Acme Retail WABA' })).toBeEnabled();
  });

  it("offers the sync on WABA Status too, and says why when Meta could not be reached", async () => {
    const server = fakeServer(Response.json({ error: 'outbound_failed', message: 'The provider did not list the phone numbers: Service unavailable' }, { status: 502 }));
    server.finishSync();
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: server.fetchFn, path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sync the numbers of Acme Retail WABA' }));
    expect(await screen.findByText(/The numbers of Acme Retail WABA could not be synced: .*Service unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync the numbers of Acme Retail WABA' })).toBeEnabled();
  });

  it("registers a WABA's webhook with this server from WABA Status, and says where Meta now sends it", async () => {
    const registered: unknown[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: [waba([retail])] });
      if (pathname === '/api/campaign/signup/api/v1.0/waba/registerWebhook') {
        registered.push(await request.json());
        return Response.json({ success: true, callbackUrl: 'https://console.example/webhooks/whatsapp' });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: fetchFn, path: '/' });
    const button = await screen.findByRole('button', { name: 'Register the webhook of Acme Retail WABA' });
    button.focus();
    await userEvent.setup().keyboard(' ');
    expect(await screen.findByText('Meta now sends the webhooks of Acme Retail WABA to https://console.example/webhooks/whatsapp.')).toBeInTheDocument();
    expect(registered).toEqual([{ esmeaddr: 1001, wabaId: '100100000000001', overrideCallback: true }]);

    // One number's own override, which Meta prefers over the WABA's.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register the webhook of +919800000101' }));
    expect(await screen.findByText('Meta now sends the webhooks of +919800000101 to https://console.example/webhooks/whatsapp.')).toBeInTheDocument();
    expect(registered.at(-1)).toEqual({ esmeaddr: 1001, wabaId: '100100000000001', overrideCallback: true, phoneNumberId: '101' });
  });

  it('assigns our system user to a WABA from WABA Status, and names the user', async () => {
    const assigned: unknown[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: [waba([retail])] });
      if (pathname === '/api/campaign/signup/api/v1.0/waba/assignSystemUser') {
        assigned.push(await request.json());
        return Response.json({ success: true, systemUserId: '100000000000900' });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: fetchFn, path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Assign our system user to Acme Retail WABA' }));
    expect(await screen.findByText('System user 100000000000900 now manages Acme Retail WABA.')).toBeInTheDocument();
    expect(assigned).toEqual([{ esmeaddr: 1001, wabaId: '100100000000001' }]);
  });
});

describe('WABA Status: rename a WABA (spec §7 updateWabaInfo)', () => {
  it('opens with the name chosen, says by field what is wrong, saves, lists the new name and gives focus back', async () => {
    let name = 'Acme Retail WABA';
    const renamed: unknown[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: [{ ...waba([retail]), name }] });
      if (pathname === '/api/campaign/signup/api/v1.0/waba/updateWabaInfo') {
        const body = (await request.json()) as { name: string };
        renamed.push(body);
        if (body.name === 'Taken') return Response.json({ error: 'invalid_request', message: 'Invalid request.', fields: { name: 'The server refused this name.' } }, { status: 400 });
        name = body.name;
        return Response.json({ wabaId: '100100000000001', name });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: fetchFn, path: '/' });
    const user = userEvent.setup();
    const rename = await screen.findByRole('button', { name: 'Rename Acme Retail WABA' });
    rename.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename Acme Retail WABA' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Acme Retail WABA');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription('Give a name of 1 to 200 characters.');
    expect(renamed).toEqual([]);

    await user.type(field, 'Taken');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The server refused this name.'));

    await user.clear(field);
    await user.type(field, 'Acme Shops{Enter}');
    expect(await screen.findByText('The WABA is now called Acme Shops.')).toBeInTheDocument();
    expect(renamed.at(-1)).toEqual({ esmeaddr: 1001, wabaId: '100100000000001', name: 'Acme Shops' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list reads again: the row and its buttons carry the new name, and focus is back on Rename.
    expect(await screen.findByRole('button', { name: 'Rename Acme Shops' })).toHaveFocus();
    expect(screen.queryByText('Acme Retail WABA')).not.toBeInTheDocument();
  });
});

describe("Cloud List: each WABA's numbers by spec §7's getbyWaba", () => {
  it('shows the numbers the WABA\'s own call answers, not only the account list\'s', async () => {
    const asked: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(new Request(input, init).url);
      asked.push(pathname);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: [waba([retail])] });
      if (pathname.endsWith('/phone_numbers/getbyWaba/100100000000001')) {
        return Response.json({ wabaId: '100100000000001', numbers: [retail, { ...retail, senderId: '110', displayNumber: '+919800000110', verifiedName: 'Acme Outlet' }] });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-cloud-list" />, { fetch: fetchFn, path: '/' });
    const outlet = (await screen.findByText('+919800000110')).closest('tr') as HTMLElement;
    expect(within(outlet).getByText('Acme Outlet')).toBeInTheDocument();
    expect(screen.getByText('+919800000101')).toBeInTheDocument();
    expect(asked).toContain('/api/campaign/signup/api/v1.0/phone_numbers/getbyWaba/100100000000001');
  });
});

describe("WABA Status: spec §7's addWabaID and updatePaymentMethod", () => {
  it('adds a WABA shared with us by its id and lists it, and says why one cannot be added', async () => {
    const added: unknown[] = [];
    let held = false;
    const outlet: WabaDetails = { ...waba([]), wabaId: '200000000000777', name: 'Acme Wholesale WABA' };
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: added.length && !held ? [outlet, waba([retail])] : [waba([retail])] });
      if (pathname === '/api/campaign/signup/api/v1.0/waba/addWabaID') {
        added.push(await request.json());
        if (held) return Response.json({ error: 'waba_held', message: 'Another account holds this WhatsApp Business Account.' }, { status: 409 });
        return Response.json({ added: true, wabaId: outlet.wabaId, name: outlet.name, status: 'APPROVED', numbers: 1 });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: fetchFn, path: '/' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Add WABA' });
    await user.type(screen.getByLabelText('WABA id shared with us'), 'abc');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('WABA id shared with us'));
    await user.type(screen.getByLabelText('WABA id shared with us'), '200000000000777{Enter}');
    expect(await screen.findByText('Acme Wholesale WABA added with 1 number.')).toBeInTheDocument();
    expect(added).toEqual([{ esmeaddr: 1001, wabaId: '200000000000777' }]);
    expect(await screen.findByRole('cell', { name: 'Acme Wholesale WABA' })).toBeInTheDocument();

    held = true;
    await user.type(screen.getByLabelText('WABA id shared with us'), '300000000000001');
    await user.click(screen.getByRole('button', { name: 'Add WABA' }));
    expect(await screen.findByText('The WABA could not be added: Another account holds this WhatsApp Business Account.')).toBeInTheDocument();
  });

  it('attaches our credit line to a WABA and names the currency', async () => {
    const asked: unknown[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/getSenderDetails')) return Response.json({ wabas: [waba([retail])] });
      if (pathname === '/api/campaign/signup/api/v1.0/waba/updatePaymentMethod') {
        asked.push(await request.json());
        return Response.json({ success: true, currency: 'USD', allocationConfigId: '100000000000001' });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<NumbersPage view="waba-status" />, { fetch: fetchFn, path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Attach our credit line to Acme Retail WABA' }));
    expect(await screen.findByText('Acme Retail WABA now pays with our credit line, in USD.')).toBeInTheDocument();
    expect(asked).toEqual([{ esmeaddr: 1001, wabaId: '100100000000001' }]);
  });
});
