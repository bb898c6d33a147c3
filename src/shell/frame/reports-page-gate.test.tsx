// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, testConfig } from '../testing/render-with-api';
import { openTestSession } from '../testing/test-session';
import { ReportsPageGate } from './reports-page-gate';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** getToken answering `tok-1`; the bodies it got. */
function tokenServer(isAws?: 0 | 1) {
  const asked: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (isAws !== undefined && url.pathname.endsWith('/v1.0/templates/getRcsEsmeWabaIdInfo')) {
      asked.push(Object.fromEntries(url.searchParams));
      return Response.json({ esmeaddr: 1001, wabaIds: [], rcsIds: [], is_aws: isAws });
    }
    if (!new URL(request.url).pathname.endsWith('/getToken')) return Response.json({ error: 'not_found', message: 'no' }, { status: 404 });
    asked.push(await request.json());
    return Response.json({ accesstoken: 'tok-1' });
  }) as typeof fetch;
  return { fetchFn, asked };
}

function open(path: string, roleId: number, aws?: { isAws: 0 | 1; config: { reportsHost: string; reportsHostAws: string; reportsInternalHost: string } }) {
  openTestSession({ role_id: roleId, id: 1001, username: 'designer', session: 'sess-1' });
  const server = tokenServer(aws?.isAws);
  renderWithApi(
    <ReportsPageGate>
      <p>The console page</p>
    </ReportsPageGate>,
    { fetch: server.fetchFn, path, user: { username: 'designer', roleId }, ...(aws ? { config: aws.config } : {}) },
  );
  return server;
}

describe('reports pages opened by address (spec §6: non-admins open them on the reports application)', () => {
  it('an administrator sees the console page', () => {
    open('/campaign-management/rcs-reports', 0);
    expect(screen.getByText('The console page')).toBeInTheDocument();
  });

  it.each([
    ['/insights', 'Reports Insights'],
    ['/whatsapp-campaign/report', 'WhatsApp reports'],
    ['/campaign-management/rcs-reports', 'RCS reports'],
    ['/campaign-management/rcs-campaign-reports', 'RCS campaign reports'],
  ])('a non-admin at %s is offered the reports application instead of the console page', (path, title) => {
    open(path, 3);
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('The console page')).toBeNull();
  });

  it("opens the campaign named in the address on the reports application's page, in a new tab", async () => {
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = open('/campaign-management/rcs-campaign-reports?campaign=c-42', 2);
    expect(screen.getByText("This campaign's report opens in the reports application, in a new tab.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open in the reports application' }));
    await waitFor(() => expect(tab.location.href).toBe(`${testConfig.reportsHost}/campaigns/rcs-campaign-reports?accesstoken=tok-1&campaign=c-42`));
    expect(openTab).toHaveBeenCalledWith('about:blank', '_blank');
    expect(server.asked).toEqual([expect.objectContaining({ username: 'designer', esmeaddr: '1001', appName: 'rcs' })]);
  });

  it.each([
    [1, 'https://reports.aws.example/campaigns/rcs-campaign-reports?accesstoken=tok-1&campaign=c-42'],
    [0, 'http://10.20.0.5:8888/campaigns/rcs-campaign-reports?accesstoken=tok-1&campaign=c-42'],
  ] as const)('opens the reports application on the host the template service picks with is_aws %s (port 8888 on the internal address)', async (isAws, href) => {
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const config = { reportsHost: 'http://10.20.0.5', reportsHostAws: 'https://reports.aws.example', reportsInternalHost: '10.20.0.5' };
    const server = open('/campaign-management/rcs-campaign-reports?campaign=c-42', 2, { isAws, config });
    await userEvent.click(screen.getByRole('button', { name: 'Open in the reports application' }));
    await waitFor(() => expect(tab.location.href).toBe(href));
    expect(server.asked).toContainEqual({ esmeaddr: '1001' });
  });

  it("keeps a campaign's own WhatsApp report in the console: the reports application has no page for it", () => {
    open('/whatsapp-campaign/report/c-42', 3);
    expect(screen.getByText('The console page')).toBeInTheDocument();
  });
});
