// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { openTestSession } from '@/shell/testing/test-session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { KeptTemplateForm } from './kept-template-form';
import { emptyDraft, fromTemplate } from './template-draft';

beforeEach(() => void openTestSession({ id: 1001 }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const created: WhatsappTemplate = {
  sno: 42,
  id: '900000000000042',
  wabaId: '1001',
  name: 'spring_sale',
  language: 'en_US',
  category: 'MARKETING',
  parameter_format: 'POSITIONAL',
  status: 'PENDING',
  quality_rating: 'UNKNOWN',
  rejected_reason: null,
  updated_on: '2026-11-29T09:00:00Z',
  components: [{ type: 'BODY', text: 'Spring is here.' }],
};

const fetchFn: typeof fetch = async (input, init) => {
  const { pathname } = new URL(new Request(input, init).url);
  if (pathname.endsWith('/checkExistTemplate')) return Response.json({ exists: false });
  if (pathname.endsWith('/templates/create')) return Response.json(created);
  if (pathname.endsWith(`/templates/edit/${created.id}`)) return Response.json({ ...created, updated_on: new Date().toISOString() });
  return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
};

const open = (onSaved = () => {}) => renderWithApi(<KeptTemplateForm initial={emptyDraft()} draftId={null} wabaId="1001" before={null} onSaved={onSaved} />, { fetch: fetchFn, path: '/' });

it('reopens what was typed after a reload, says so, and forgets it once the template is submitted', async () => {
  const user = userEvent.setup();
  open();
  await user.click(screen.getByLabelText('Name', { exact: true }));
  await user.paste('spring_sale');
  await user.click(screen.getByLabelText('Message', { exact: true }));
  await user.paste('Spring is here.');

  cleanup();
  const onSaved = vi.fn();
  open(onSaved);
  expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
  expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('spring_sale');
  expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Spring is here.');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());

  cleanup();
  open();
  expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('');
  expect(screen.queryByText(/was kept in this browser/)).toBeNull();
});

it('keeps an edit of a template across a remount, apart from new templates, and forgets it once the edit is submitted', async () => {
  const approved: WhatsappTemplate = { ...created, status: 'APPROVED' };
  const edit = (template = approved, onSaved = () => {}) =>
    renderWithApi(<KeptTemplateForm initial={fromTemplate(template)} draftId={`edit-${template.sno}`} wabaId="1001" template={template} onSaved={onSaved} />, { fetch: fetchFn, path: '/' });
  const user = userEvent.setup();
  edit();
  const message = screen.getByLabelText('Message', { exact: true });
  await user.clear(message);
  await user.paste('Spring is here, 20% off.');

  cleanup();
  open();
  expect(screen.queryByText(/was kept in this browser/)).toBeNull();
  cleanup();
  const onSaved = vi.fn();
  edit(approved, onSaved);
  expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
  expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Spring is here, 20% off.');
  // A template changed on the server since the draft was written opens as the server has it.
  cleanup();
  edit({ ...approved, updated_on: new Date(Date.now() + 60_000).toISOString() });
  expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Spring is here.');

  cleanup();
  edit(approved, onSaved);
  await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  cleanup();
  edit();
  expect(screen.getByLabelText('Message', { exact: true })).toHaveValue('Spring is here.');
  expect(screen.queryByText(/was kept in this browser/)).toBeNull();
});
