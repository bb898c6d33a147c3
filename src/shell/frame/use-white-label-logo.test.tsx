// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render-with-api';
import { openTestSession } from '../testing/test-session';
import { useWhiteLabelLogo } from './use-white-label-logo';

afterEach(cleanup);

function Logo() {
  return <p data-testid="logo">{useWhiteLabelLogo(true) ?? 'none'}</p>;
}

/** `GET getwllogo` answering `status` with `body`. */
const logoServer = (status: number, body: unknown) => (async () => Response.json(body, { status })) as typeof fetch;

describe('the white-label logo (spec §7 getwllogo, §8 "White-label logo error")', () => {
  it('shows the logo the server gives', async () => {
    openTestSession({ id: 1003, whitelabel: true });
    renderWithApi(<Logo />, { fetch: logoServer(200, { wl_logo: '/logo.svg' }) });
    expect(await screen.findByText('/logo.svg')).toBeInTheDocument();
  });

  it("shows the server's error text as an error toast when it answers 404", async () => {
    openTestSession({ id: 1003, whitelabel: true });
    renderWithApi(<Logo />, { fetch: logoServer(404, { error: 'not_found', message: 'This account has no white-label logo.' }) });
    expect(await screen.findByText('This account has no white-label logo.')).toBeInTheDocument();
    expect(screen.getByTestId('logo')).toHaveTextContent('none');
  });

  it('shows the error of a 200 carrying one', async () => {
    openTestSession({ id: 1003, whitelabel: true });
    renderWithApi(<Logo />, { fetch: logoServer(200, { error: 'Logo unavailable' }) });
    expect(await screen.findByText('Logo unavailable')).toBeInTheDocument();
  });
});
