// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render-with-api';
import { openTestSession } from '../testing/test-session';
import { useAccountTimeZone } from './use-account-time-zone';

afterEach(cleanup);

function Zone() {
  return <p data-testid="zone">{useAccountTimeZone() ?? 'browser'}</p>;
}

/** Our server's `POST {bot}timezone` answering `timezone` for the account asked about; the bodies it got. */
function timezoneServer(timezone: string) {
  const asked: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/timezone')) return Response.json({ error: 'not_found' }, { status: 404 });
    asked.push(await request.json());
    return Response.json({ timezone });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe("the account's time zone (spec §7 POST {bot}timezone)", () => {
  it("asks for the signed-in account's zone and gives it to the formatter", async () => {
    openTestSession({ id: 1001 });
    const server = timezoneServer('Asia/Kolkata');
    renderWithApi(<Zone />, { fetch: server.fetchFn });
    expect(await screen.findByText('Asia/Kolkata')).toBeInTheDocument();
    expect(server.asked).toEqual([{ esmeAddr: '1001' }]);
  });

  it("keeps the browser's zone when the answer names one the browser does not know", async () => {
    openTestSession({ id: 1002 });
    const server = timezoneServer('Mars/Olympus_Mons');
    renderWithApi(<Zone />, { fetch: server.fetchFn });
    await expect.poll(() => server.asked.length).toBe(1);
    expect(screen.getByTestId('zone')).toHaveTextContent('browser');
  });
});
