// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/shell/testing/render-with-api';
import type { AudienceResult } from '../audience/audience-types';
import { startInlineAudienceWorker } from '../audience/testing/inline-audience-worker';
import { AudienceSource } from './audience-source';

const LIST_ID = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const summary = { id: LIST_ID, name: 'Spring fair', columns: ['name'], rows: 3, createdBy: 'designer', createdOn: '2026-03-01T10:00:00.000Z', updatedOn: '2026-03-01T10:00:00.000Z' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The tables routes as the picker and the save call them, recording what was asked. */
function fakeTables(createStatus = 200) {
  const requests: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ method: request.method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : null });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/tables/contact-lists') return json({ rows: [summary], total: 1, page: 1, pageSize: 100 });
    if (route === `GET /api/tables/contact-lists/${LIST_ID}/audience`) {
      // Two pages, as a list larger than one page answers.
      return url.searchParams.get('after')
        ? json({ columns: ['name'], rows: [{ phone: '+919811111113', cells: { name: 'Dev' } }], next: null })
        : json({ columns: ['name'], rows: [{ phone: '+919811111111', cells: { name: 'Asha' } }, { phone: '+919811111112', cells: { name: 'Ravi' } }], next: '+919811111112' });
    }
    if (route === 'POST /api/tables/contact-lists') {
      return createStatus === 200 ? json({ ...summary, id: LIST_ID, name: 'Walk-ins', rows: 0 }) : json({ error: 'name_taken', message: 'Taken', fields: { name: 'Already used by another list' } }, createStatus);
    }
    if (route === `POST /api/tables/contact-lists/${LIST_ID}/rows`) return json({ added: 2, duplicates: 0, rows: 2 });
    return json({ error: 'not_found', message: route }, 404);
  };
  return { fetchFn, requests };
}

function renderSource(fetchFn: typeof fetch) {
  const results: (AudienceResult | null)[] = [];
  renderWithApi(<AudienceSource maxFiles={10} initialCountry="IN" onResult={(result) => results.push(result)} startWorker={startInlineAudienceWorker} />, { fetch: fetchFn, path: '/' });
  return results;
}

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AudienceSource', () => {
  it('picks a saved contact list as the audience, read whole page after page, and links to the lists', async () => {
    const user = userEvent.setup();
    const server = fakeTables();
    const results = renderSource(server.fetchFn);
    expect(screen.getByRole('link', { name: 'Manage contact lists' })).toHaveAttribute('href', '/tables/contact-lists');
    // The lists are asked for only once the user looks at them.
    expect(server.requests).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'A saved contact list' }));
    const select = screen.getByLabelText('Saved contact list');
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'Spring fair · 3 contacts' })).toBeInTheDocument();
    await user.selectOptions(select, LIST_ID);

    await waitFor(() => expect(results.at(-1)?.counts.valid).toBe(3));
    expect([count('Valid'), count('Invalid'), count('Duplicates')]).toEqual(['3', '0', '0']);
    expect(screen.getByRole('region', { name: 'First 3 rows' })).toHaveTextContent('Dev');
    expect(results.at(-1)?.files[0]?.columns).toEqual(['phone', 'name']);
    expect(server.requests.filter((request) => request.path.endsWith('/audience')).map((request) => new URLSearchParams(request.search).get('after'))).toEqual(['', '+919811111112']);

    // Back to the file: the form hears that no file was read.
    await user.click(screen.getByRole('radio', { name: 'A file' }));
    await waitFor(() => expect(results.at(-1)).toBeNull());
  });

  it('keeps an uploaded file as a new list with its columns', async () => {
    const user = userEvent.setup();
    const server = fakeTables();
    renderSource(server.fetchFn);
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), new File(['name,phone\nAsha,9811111111\nRavi,9811111112\n'], 'walk-ins.csv', { type: 'text/csv' }));
    await user.type(await screen.findByLabelText('Save these contacts as a list', undefined, { timeout: 10_000 }), 'Walk-ins');
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    await waitFor(() => expect(server.requests.some((request) => request.path.endsWith('/rows'))).toBe(true));
    expect(server.requests.find((request) => request.method === 'POST' && request.path === '/api/tables/contact-lists')?.body).toEqual({ name: 'Walk-ins', columns: ['name'] });
    expect(server.requests.find((request) => request.path.endsWith('/rows'))?.body).toEqual({
      rows: [
        { phone: '+919811111111', cells: { name: 'Asha' } },
        { phone: '+919811111112', cells: { name: 'Ravi' } },
      ],
    });
    await waitFor(() => expect(screen.getByLabelText('Save these contacts as a list')).toHaveValue(''));
  });

  it('shows a taken name at the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const server = fakeTables(409);
    renderSource(server.fetchFn);
    await user.upload(screen.getByLabelText('Choose files', { selector: 'input' }), new File(['phone\n9811111111\n'], 'one.csv', { type: 'text/csv' }));
    await user.type(await screen.findByLabelText('Save these contacts as a list', undefined, { timeout: 10_000 }), 'Spring fair');
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    expect(await screen.findByText('Another contact list has this name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Save these contacts as a list')).toHaveValue('Spring fair');
    expect(server.requests.some((request) => request.path.endsWith('/rows'))).toBe(false);
  });
});
