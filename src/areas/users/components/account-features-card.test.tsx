// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { UserListPage } from '../pages/user-list-page';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const FEATURES = '/api/campaign/api/v1.0/configs/accountcstmfeature';

/** The users list (empty) and spec §7's accountcstmfeature, keeping the switches in memory; `refuse` answers a POST with 403. */
function fakeServer(refuse = false) {
  const features = new Map<string, boolean>([['legacy_dlr', true]]);
  const posted: unknown[] = [];
  const answer = () => Response.json({ features: [...features].map(([featureName, enabled]) => ({ featureName, enabled, updatedOn: '2026-11-30T07:00:00.000Z' })) });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/users') return Response.json([]);
    if (url.pathname === FEATURES && request.method === 'GET') return answer();
    if (url.pathname === FEATURES && request.method === 'POST') {
      const body = (await request.json()) as { featureName: string; enabled: boolean };
      posted.push(body);
      if (refuse) return Response.json({ error: 'forbidden', message: 'Only role 0 may do this.' }, { status: 403 });
      features.set(body.featureName, body.enabled);
      return answer();
    }
    return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
  }) as typeof fetch;
  return { fetchFn, posted };
}

function renderAs(roleId: number, fetchFn: typeof fetch) {
  const session = openSession('test-key', createMemoryStorage());
  session.write('id', 1001);
  session.write('role_id', roleId);
  renderWithApi(<UserListPage />, { fetch: fetchFn, path: '/user-list', user: { username: 'admin', roleId } });
}

describe("User list: the account's feature switches (spec §7 accountcstmfeature)", () => {
  it('lists the known features off until set and one set by API, and turns one on by keyboard', async () => {
    const server = fakeServer();
    renderAs(0, server.fetchFn);
    const calling = await screen.findByRole('switch', { name: 'WhatsApp voice calling' });
    expect(calling).not.toBeChecked();
    expect(calling).toHaveAccessibleDescription('The Profiles page lets users turn calling on or off for a number.');
    expect(screen.getByRole('switch', { name: 'Reports on the AWS host' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'legacy_dlr' })).toBeChecked();

    calling.focus();
    await userEvent.setup().keyboard(' ');
    expect(await screen.findByText('WhatsApp voice calling is on for this account.')).toBeInTheDocument();
    expect(server.posted).toEqual([{ esmeaddr: 1001, featureName: 'whatsapp_calling', enabled: true }]);
    expect(calling).toBeChecked();
  });

  it('says why a switch did not change and leaves it as the server has it', async () => {
    const server = fakeServer(true);
    renderAs(0, server.fetchFn);
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Reports on the AWS host' }));
    expect(await screen.findByText('Reports on the AWS host could not be changed: Only role 0 may do this.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reports on the AWS host' })).not.toBeChecked();
  });

  it('is not shown to a user administrator (role 1)', async () => {
    renderAs(1, fakeServer().fetchFn);
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account features' })).not.toBeInTheDocument();
  });
});
