// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { openTestSession } from '@/shell/testing/test-session';
import { CustomerLoginPage } from './customer-login-page';

afterEach(cleanup);

const customer = { esme: 1002, username: 'globex', token: 't2', session: 's2', role_id: 2, services: '1', whitelabel: '0', loginName: 'operator' };

/** Customer login answers `customer`; the IP check answers `check` (a status and body). */
function signInServer(check: { status: number; body: unknown }) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname.endsWith('/rcs/ipvalidation')) return Response.json(check.body, { status: check.status });
    return Response.json({ body: customer });
  }) as typeof fetch;
}

async function signInAs(fetchFn: typeof fetch) {
  const user = userEvent.setup();
  openTestSession({ username: 'operator', role_id: 2, id: 1000 });
  renderWithApi(<CustomerLoginPage />, { fetch: fetchFn, user: { username: 'operator', roleId: 2 }, path: '/customer-login' });
  await user.type(screen.getByRole('textbox'), 'globex');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('customer sign-in, IP check (spec §4, §8)', () => {
  it("an IP check that is not successful shows the server's reason and stays", async () => {
    await signInAs(signInServer({ status: 200, body: { status: 'failure', reason: 'Your IP address 198.51.100.7 is not allowed for this account.' } }));
    expect(await screen.findByText('Your IP address 198.51.100.7 is not allowed for this account.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customer-login');
  });

  it('an IP check call that fails hides the spinner and shows no message', async () => {
    await signInAs(signInServer({ status: 500, body: { error: 'internal', message: 'Something went wrong on our side.' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customer-login');
  });
});
