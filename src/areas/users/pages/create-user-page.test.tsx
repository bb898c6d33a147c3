// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeUsersApi } from '../testing/fake-users-api';
import { renderUsersArea } from '../testing/render-users-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  localStorage.clear();
});

const userName = () => screen.getByRole('textbox', { name: 'User Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const service = (name: 'Console' | 'Lounge') => screen.getByRole('checkbox', { name });
const createButton = () => screen.getByRole('button', { name: 'Create' });

function openForm() {
  const api = createFakeUsersApi([]);
  renderUsersArea(api.fetch, '/user-list/create-user');
  return { api, user: userEvent.setup() };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(userName(), 'Ann Lee');
  await user.type(email(), 'Ann.Lee');
  await user.click(service('Console'));
  await user.click(service('Lounge'));
}

describe('create user page', () => {
  it('starts cleared and shows each message only once its field was touched', async () => {
    const { user } = openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('@pulse.example');
    expect(screen.queryByText('User name is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Select at least one service.')).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    await user.click(userName());
    await user.tab();
    expect(userName()).toHaveAccessibleDescription('User name is required.');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();

    await user.type(email(), 'ann@lee');
    await user.tab();
    expect(email()).toHaveAccessibleDescription('@pulse.example Use letters, digits, hyphens, underscores and dots only.');

    await user.click(service('Lounge'));
    await user.click(service('Lounge'));
    await user.tab();
    expect(screen.getByRole('group', { name: 'Services' })).toHaveAccessibleDescription('Select at least one service.');
    expect(createButton()).toBeDisabled();
  });

  it('Clear empties every field and service and hides the messages', async () => {
    const { user } = openForm();
    await fillValidForm(user);
    await user.clear(userName());
    await user.tab();
    expect(screen.getByText('User name is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(userName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(service('Console')).not.toBeChecked();
    expect(service('Lounge')).not.toBeChecked();
    expect(screen.queryByText('User name is required.')).not.toBeInTheDocument();
    expect(userName()).toHaveFocus();
  });

  it('sends the lowercased address with the domain and role 2, then toasts and returns to the list', async () => {
    const { api, user } = openForm();
    await fillValidForm(user);
    expect(createButton()).toBeEnabled();
    await user.click(createButton());

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(api.requestsOf('POST')[0]!.body).toEqual({
      username: 'Ann Lee',
      email: 'ann.lee@pulse.example',
      services: ['Console', 'Lounge'],
      role_id: 2,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-list$/));
  });

  it('keeps every typed value after a server error, toasts its error field and marks the fields it names', async () => {
    const { api, user } = openForm();
    api.state.createFailure = { status: 409, body: { error: 'username_taken', message: 'The username Ann Lee is taken.', fields: { username: 'Already taken' } } };
    await fillValidForm(user);
    await user.click(createButton());

    const toastItem = (await screen.findByText('Error!!')).closest('li');
    expect(toastItem).toHaveAttribute('data-type', 'error');
    expect(toastItem).toHaveTextContent('username_taken');
    expect(userName()).toHaveValue('Ann Lee');
    expect(email()).toHaveValue('Ann.Lee');
    expect(service('Console')).toBeChecked();
    expect(service('Lounge')).toBeChecked();
    expect(userName()).toHaveAccessibleDescription('Already taken');
    expect(screen.getByTestId('location')).toHaveTextContent('/user-list/create-user');

    await user.type(userName(), ' 2');
    expect(userName()).not.toHaveAccessibleDescription('Already taken');
    expect(createButton()).toBeEnabled();
  });

  it('goes back to the list without sending anything', async () => {
    const { api, user } = openForm();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-list$/);
    expect(api.requestsOf('POST')).toHaveLength(0);
  });

  it('keeps what was typed across a reload, says so, and forgets it once the user is created', async () => {
    const api = createFakeUsersApi([]);
    const user = userEvent.setup();
    const owner = { id: 42, username: 'admin' };
    renderUsersArea(api.fetch, '/user-list/create-user', owner);
    await user.type(userName(), 'Ann Lee');
    await user.click(service('Lounge'));

    cleanup();
    renderUsersArea(api.fetch, '/user-list/create-user', owner);
    expect(screen.getByText(/Your unsaved work from .* was kept in this browser/)).toBeInTheDocument();
    expect(userName()).toHaveValue('Ann Lee');
    expect(service('Lounge')).toBeChecked();
    await user.type(email(), 'ann');
    await user.click(createButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-list$/));

    cleanup();
    renderUsersArea(api.fetch, '/user-list/create-user', owner);
    expect(userName()).toHaveValue('');
    expect(screen.queryByText(/was kept in this browser/)).not.toBeInTheDocument();
  });
});
