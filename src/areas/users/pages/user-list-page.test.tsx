// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeUsersApi, fakeUser } from '../testing/fake-users-api';
import { renderUsersArea } from '../testing/render-users-area';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const ann = fakeUser(1, 'ann LEE', 'ann.lee@pulse.example', new Date(2024, 0, 5, 13, 4, 9), new Date(2024, 1, 1, 9, 0, 0));
const bob = fakeUser(2, 'bob', 'bob@pulse.example', new Date(2024, 2, 10, 8, 30, 0));
const cara = fakeUser(3, 'cara', 'c.mint@pulse.example', new Date(2023, 11, 24, 23, 59, 59));

/** Many users a minute apart, newest last created. */
const crowd = (count: number) => Array.from({ length: count }, (_, i) => fakeUser(i + 1, `user${i + 1}`, `user${i + 1}@pulse.example`, new Date(2024, 0, 1, 10, i, 0)));

const bodyRows = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
const userNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('user list page', () => {
  it('lists users newest first, in title case with formatted dates, and toggles the sort', async () => {
    const user = userEvent.setup();
    renderUsersArea(createFakeUsersApi([ann, bob, cara]).fetch);
    expect(screen.getByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
    await screen.findByText('Ann Lee');
    expect(userNames()).toEqual(['Bob', 'Ann Lee', 'Cara']);
    const annCells = within(bodyRows()[1]!).getAllByRole('cell');
    expect(annCells.map((cell) => cell.textContent).slice(1, 4)).toEqual(['ann.lee@pulse.example', '05/01/24 01:04:09 PM', '01/02/24 09:00:00 AM']);

    const created = screen.getByRole('columnheader', { name: /Created Date/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(created).getByRole('button', { name: /Created Date/ }));
    expect(created).toHaveAttribute('aria-sort', 'ascending');
    expect(userNames()).toEqual(['Cara', 'Ann Lee', 'Bob']);

    const name = screen.getByRole('columnheader', { name: /User Name/ });
    within(name).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(created).toHaveAttribute('aria-sort', 'none');
    expect(userNames()).toEqual(['Ann Lee', 'Bob', 'Cara']);
  });

  it('filters across name, email and dates ignoring case, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderUsersArea(createFakeUsersApi([ann, bob, cara]).fetch);
    await screen.findByText('Ann Lee');
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'C.MINT');
    expect(userNames()).toEqual(['Cara']);
    await user.clear(search);
    await user.type(search, 'ANN l');
    expect(userNames()).toEqual(['Ann Lee']);
    await user.clear(search);
    await user.type(search, '10/03/24');
    expect(userNames()).toEqual(['Bob']);
    await user.clear(search);
    await user.type(search, 'pm');
    expect(userNames()).toEqual(['Ann Lee', 'Cara']);
    await user.type(search, 'zzz');
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('shows ten rows a page, pages with previous/next and follows the per-page choice', async () => {
    const user = userEvent.setup();
    renderUsersArea(createFakeUsersApi(crowd(12)).fetch);
    await screen.findByText('User12');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(userNames()).toEqual(['User2', 'User1']);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15']);
    await user.click(screen.getByRole('option', { name: '5' }));
    // The library keeps the first visible row (the 11th) in view: it is now on page 3 of 3.
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(userNames()).toEqual(['User7', 'User6', 'User5', 'User4', 'User3']);
  });

  it('shows a loading state, then the empty state without any message when loading fails', async () => {
    const api = createFakeUsersApi([ann]);
    api.state.listFailure = { status: 500, body: { error: 'internal', message: 'Boom' } };
    renderUsersArea(api.fetch);
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByText('internal')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, toasts the server message and reloads the list', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi([ann, bob]);
    renderUsersArea(api.fetch);
    const button = await screen.findByTestId('delete-user-bob');
    expect(button).toHaveAccessibleName('Delete user Bob');

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.requestsOf('DELETE')).toHaveLength(0);

    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    expect(dialog).toHaveTextContent('Bob will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(api.requestsOf('DELETE')[0]!.url.search).toBe(`?id=${bob._id}`);
    await waitFor(() => expect(screen.queryByText('Bob')).not.toBeInTheDocument());
    expect(api.requestsOf('GET')).toHaveLength(2);
  });

  it('shows the error field of a failed delete under the error title', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi([ann]);
    api.state.deleteFailure = { status: 409, body: { error: 'cannot_delete_self', message: 'You cannot delete yourself.' } };
    renderUsersArea(api.fetch);
    await user.click(await screen.findByTestId('delete-user-ann LEE'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const toastItem = (await screen.findByText('Error!!')).closest('li');
    expect(toastItem).toHaveAttribute('data-type', 'error');
    expect(toastItem).toHaveTextContent('cannot_delete_self');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });

  it('reloads the list each time the route is entered', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi([ann]);
    renderUsersArea(api.fetch);
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('link', { name: 'Create User' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user-list/create-user');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByText('Ann Lee');
    await waitFor(() => expect(api.requestsOf('GET')).toHaveLength(2));
  });
});
