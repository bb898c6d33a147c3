// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { RegistrationFormPage } from './registration-form-page';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

/** The organisation call of account 1001: nothing saved yet, and every save refused with `refuse` (400) or stored. */
function fakeOrganizations(refuse?: Record<string, string>) {
  const posted: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/api/campaign/signup/api/v1.0/organizations/1001') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    if (request.method === 'GET') return Response.json({ esme: 1001, details: null, updatedOn: null, updatedBy: null });
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    if (refuse) return Response.json({ error: 'invalid_request', message: 'Refused.', fields: refuse }, { status: 400 });
    const { esmeaddr: _account, ...details } = body;
    return Response.json({ esme: 1001, details, updatedOn: '2026-11-24T09:00:00.000Z', updatedBy: 'designer' });
  };
  return { fetchFn: fetchFn as typeof fetch, posted };
}

function renderPage(fetchFn: typeof fetch) {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
  renderWithApi(<RegistrationFormPage />, { fetch: fetchFn });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Registered business name'), 'Acme Retail Pvt Ltd');
  await user.type(screen.getByLabelText('Contact person'), 'Asha Rao');
  await user.type(screen.getByLabelText('Business e-mail'), 'legal@acme.example');
  await user.type(screen.getByLabelText('Business phone'), '+919812345678');
  await user.type(screen.getByLabelText('Street address'), '1 MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
}

describe('RegistrationFormPage', () => {
  it('names missing fields without calling the server', async () => {
    const user = userEvent.setup();
    const server = fakeOrganizations();
    renderPage(server.fetchFn);
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText('Registered business name')).toHaveAccessibleDescription('Enter the registered name of the business.');
    expect(screen.getByLabelText('Business e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted).toEqual([]);
  });

  it("keeps what was typed after the server refuses it, with the server's reason beside the field", async () => {
    const user = userEvent.setup();
    const server = fakeOrganizations({ tax_id: 'This tax id belongs to another account.' });
    renderPage(server.fetchFn);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Tax id (GST, VAT…)'), '29ABCDE1234F1Z5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This tax id belongs to another account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Registered business name')).toHaveValue('Acme Retail Pvt Ltd');
    expect(screen.getByLabelText('Tax id (GST, VAT…)')).toHaveValue('29ABCDE1234F1Z5');
    expect(server.posted).toEqual([expect.objectContaining({ esmeaddr: 1001, legal_name: 'Acme Retail Pvt Ltd', country: 'IN', industry: 'RETAIL' })]);
  });

  it('saves and then says when and by whom', async () => {
    const user = userEvent.setup();
    renderPage(fakeOrganizations().fetchFn);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Organisation details saved.')).toBeInTheDocument();
    expect(screen.getByText(/Last saved .* by designer/)).toBeInTheDocument();
    expect(screen.getByLabelText('Registered business name')).toHaveValue('Acme Retail Pvt Ltd');
  });
});
