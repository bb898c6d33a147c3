// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { emptyDraft } from '../template-draft';
import { TemplateForm } from './template-form';

beforeEach(() => {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
});

afterEach(cleanup);

const noServer: typeof fetch = () => Promise.resolve(new Response('{}', { status: 404 }));

it('shows a rule broken in a field only once that field was touched or a submit was tried', async () => {
  const user = userEvent.setup();
  renderWithApi(<TemplateForm initial={emptyDraft()} wabaId="1001" />, { fetch: noServer });

  expect(screen.queryByText('Enter a template name.')).toBeNull();
  expect(screen.getByLabelText('Name', { exact: true })).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByLabelText('Name', { exact: true }));
  await user.tab();
  expect(screen.getByText('Enter a template name.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Enter the message body.')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(screen.getByText('Enter the message body.')).toBeInTheDocument();
});
