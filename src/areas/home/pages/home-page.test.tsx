// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SmartMessagingFeature } from '@/api/contracts/smart-messaging';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { HomePage } from './home-page';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(cleanup);

const feature = (wabaId: string, name: string, enabled: boolean): SmartMessagingFeature => ({
  wabaId,
  name,
  channelId: 'WABA',
  featureType: 'MMLITE',
  enabled,
  enabledOn: enabled ? '2026-11-30T04:00:00.000Z' : null,
});

/** The smart-messaging features path answers `features`; what the console posted there is kept. */
function fakeServer(features: SmartMessagingFeature[]) {
  const asked: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/campaign/signup/api/v1.0/smart_messaging/features' && request.method === 'POST') {
      asked.push(await request.json());
      return Response.json({ features });
    }
    return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
  };
  return { fetchFn: fetchFn as typeof fetch, asked };
}

describe('Home: the Smart messaging card (spec §2, §7 smart-messaging features path)', () => {
  it('names the WABAs onboarded to Marketing Messages Lite, asking for the signed-in account', async () => {
    const server = fakeServer([feature('1', 'Acme Retail WABA', false), feature('2', 'Acme Offers', true), feature('3', 'Acme Outlet', true)]);
    renderWithApi(<HomePage />, { fetch: server.fetchFn, path: '/' });
    expect(await screen.findByText('Smart messaging is on for Acme Offers, Acme Outlet')).toBeInTheDocument();
    expect(server.asked).toEqual([{ esmeaddr: 1001 }]);
    expect(screen.getByRole('button', { name: 'Enable Now' })).toBeInTheDocument();
  });

  it('says nothing of it while no WABA is onboarded', async () => {
    const server = fakeServer([feature('1', 'Acme Retail WABA', false)]);
    renderWithApi(<HomePage />, { fetch: server.fetchFn, path: '/' });
    await expect.poll(() => server.asked.length).toBe(1);
    expect(screen.queryByText(/Smart messaging is on/)).not.toBeInTheDocument();
  });
});
