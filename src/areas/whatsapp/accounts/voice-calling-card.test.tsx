// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { VoiceCallingCard } from './voice-calling-card';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

describe("Profiles: a number's voice calling (spec §7 voice_settings/{phoneId})", () => {
  it('turns calling on and off at the number, and says why when it could not', async () => {
    const asked: { path: string; body: unknown }[] = [];
    let refuse = false;
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1.0/feature/whatsapp_calling') return Response.json({ featureName: 'whatsapp_calling', enabled: true });
      if (pathname === '/api/campaign/signup/api/v1.0/customers/voice_settings/101') {
        const body = (await request.json()) as { status: string };
        asked.push({ path: pathname, body });
        if (refuse) return Response.json({ error: 'outbound_failed', message: 'The provider did not change the calling settings: Invalid parameter' }, { status: 502 });
        return Response.json({ phoneId: '101', status: body.status, callIconVisibility: null });
      }
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<VoiceCallingCard senderId="101" displayNumber="+919800000101" />, { fetch: fetchFn });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn calling on' }));
    expect(await screen.findByText('Voice calling is on for +919800000101.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn calling off' }));
    expect(await screen.findByText('Voice calling is off for +919800000101.')).toBeInTheDocument();
    expect(asked.map((entry) => entry.body)).toEqual([{ esmeaddr: 1001, status: 'enabled' }, { esmeaddr: 1001, status: 'disabled' }]);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Turn calling on' }));
    expect(await screen.findByText('Voice calling could not be changed for +919800000101: The provider did not change the calling settings: Invalid parameter')).toBeInTheDocument();
  });

  it("is not offered while the account's whatsapp_calling feature is off (spec §7 feature/{featureName})", async () => {
    const asked: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/v1.0/feature/whatsapp_calling') return Response.json({ featureName: 'whatsapp_calling', enabled: false });
      return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    }) as typeof fetch;
    renderWithApi(<VoiceCallingCard senderId="101" displayNumber="+919800000101" />, { fetch: fetchFn });
    await waitFor(() => expect(asked).toEqual(['/api/v1.0/feature/whatsapp_calling?esmeaddr=1001']));
    expect(screen.queryByRole('button', { name: 'Turn calling on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
