// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { openTestSession } from '@/shell/testing/test-session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { CreateTemplatePage } from './template-editor-page';

beforeEach(() => void openTestSession({ id: 1001 }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const stamp = '2026-11-29T09:00:00.000Z';
const fetchFn: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/getSenderIds')) return Response.json({ senderIds: [{ senderId: 'acme_agent', name: 'Acme', description: '', color: '#0b57d0' }] });
  if (pathname.endsWith('/checkExistsTemplate')) return Response.json({ exists: false, templateId: null });
  if (pathname.endsWith('/rcstemplate/save')) {
    const body = (await request.json()) as { senderId: string; language: string; template: { name: string } };
    return Response.json({ templateId: 5, senderId: body.senderId, name: body.template.name, language: body.language, type: 'text_message', template: body.template, source: 'console', botId: null, createdBy: 'designer', createdOn: stamp, updatedOn: stamp });
  }
  return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
};

const open = () =>
  renderWithApi(
    <Routes>
      <Route path="/create-templates" element={<CreateTemplatePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { fetch: fetchFn, path: '/create-templates' },
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('reopens what was typed after a reload, says so, and forgets it once the template is saved', async () => {
  open();
  await screen.findByLabelText('Template name');
  type('Template name', 'store_hours');
  type('Message text', 'We are open until 9 pm.');

  cleanup();
  open();
  expect(await screen.findByLabelText('Template name')).toHaveValue('store_hours');
  expect(screen.getByLabelText('Message text')).toHaveValue('We are open until 9 pm.');
  expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/view-rcs-template/'));

  cleanup();
  open();
  expect(await screen.findByLabelText('Template name')).toHaveValue('');
  expect(screen.queryByText(/was kept in this browser/)).toBeNull();
});
