/** User administration (spec §2): the list at /user-list and the form at /user-list/create-user. */
export { CreateUserPage } from './pages/create-user-page';
export { UserListPage } from './pages/user-list-page';
