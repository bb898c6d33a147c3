import {
  createUserRequest,
  createUserResponse,
  deleteUserQuery,
  deleteUserResponse,
  roleId,
  rolesResponse,
  userListResponse,
} from '@/api/contracts/users';
import type { AuthSession } from '../../platform/auth/auth-session';
import { ApiError, forbidden, notFound } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { findAccount } from '../accounts-repo';
import { deleteUser, findUserInScope, insertUser, listUsers } from '../users-repo';
import { anySignedIn } from '../../platform/access/route-access';
import { routeRules } from '../../platform/access/route-rules';

const TAG = 'Users';

/** Administrators (role 0) manage every account; user-administrators only their own. */
const scopeOf = (auth: AuthSession) => (auth.roleId === roleId.admin ? null : auth.esme);

export const listUsersRoute = defineRoute({
  method: 'get',
  path: '/api/users',
  tag: TAG,
  summary: 'The users the caller manages, newest first.',
  who: 'Role 0 (every account) and role 1 (own account).',
  access: routeRules.userAdmins,
  response: userListResponse,
  errors: [401, 403],
  async handle({ ctx, auth }) {
    const rows = await listUsers(ctx.db, scopeOf(auth));
    return {
      body: rows.map((row) => ({
        _id: row.id,
        username: row.username,
        email: row.email,
        created_on: row.created_on.toISOString(),
        updated_on: row.updated_on.toISOString(),
      })),
    };
  },
});

export const createUserRoute = defineRoute({
  method: 'post',
  path: '/api/users',
  tag: TAG,
  summary: "Creates a role-2 user in the caller's account. It has no password: it enters by customer sign-in or a portal address.",
  who: 'Role 0 and role 1.',
  access: routeRules.userAdmins,
  body: createUserRequest,
  response: createUserResponse,
  errors: [400, 401, 403, 409],
  async handle({ ctx, body, auth }) {
    const now = ctx.options.now();
    await ctx.db.transaction(async (tx) => {
      const account = await findAccount(tx, auth.esme);
      if (!account) throw notFound('Your account no longer exists.');
      const created = await insertUser(
        tx,
        {
          esme: auth.esme,
          username: body.username,
          email: body.email,
          passwordHash: null,
          roleId: body.role_id,
          services: account.services,
          serviceNames: body.services,
          isLounge: body.services.some((name) => name.toLowerCase() === 'lounge'),
          profileId: null,
          active: true,
        },
        now,
      );
      if (!created) throw new ApiError('usernameTaken', `The username ${body.username} is taken.`, { username: 'Already taken' });
    });
    return { message: 'User created successfully' };
  },
});

export const deleteUserRoute = defineRoute({
  method: 'delete',
  path: '/api/users',
  tag: TAG,
  summary: 'Deletes a user and ends its sessions. A user of another account is answered 404.',
  who: 'Role 0 (any user but itself) and role 1 (role 2 and 3 users of its own account).',
  access: routeRules.userAdmins,
  query: deleteUserQuery,
  response: deleteUserResponse,
  errors: [400, 401, 403, 404, 409],
  async handle({ ctx, query, auth }) {
    await ctx.db.transaction(async (tx) => {
      const target = await findUserInScope(tx, query.id, scopeOf(auth));
      if (!target) throw notFound('No such user.');
      if (target.id === auth.userId) throw new ApiError('cannotDeleteSelf', 'You cannot delete yourself.');
      if (auth.roleId !== roleId.admin && target.role_id < roleId.customer) throw forbidden('Only an administrator can delete administrators.');
      await deleteUser(tx, target.id);
    });
    return { message: 'User deleted successfully' };
  },
});

const ROLE_NAMES = [
  { id: roleId.admin, name: 'Admin' },
  { id: roleId.userAdmin, name: 'User administrator' },
  { id: roleId.customer, name: 'Customer' },
  { id: roleId.other, name: 'Other' },
];

export const rolesRoute = defineRoute({
  method: 'get',
  path: '/api/roles',
  tag: TAG,
  summary: 'The role ids and their names.',
  who: 'Any signed-in user.',
  access: anySignedIn,
  response: rolesResponse,
  errors: [401],
  handle: async () => ({ body: ROLE_NAMES }),
});

export const userRoutes = [listUsersRoute, createUserRoute, deleteUserRoute, rolesRoute];
