import { z } from 'zod';

/** Spec §5: the email local part allows letters, digits, hyphen, underscore and dots. */
export const emailLocalPart = /^[A-Za-z0-9._-]+$/;

export const serviceName = z.string().min(1).max(50);

/** POST create user. role_id is always 2 (spec §3). */
export const createUserRequest = z.object({
  username: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  services: z.array(serviceName).min(1),
  role_id: z.literal(2),
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;
export const createUserResponse = z.object({ message: z.string() });

export const userListItem = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const userListResponse = z.object({ body: z.array(userListItem) });

export const deleteUserQuery = z.object({ id: z.uuid() });
export const deleteUserResponse = z.object({ message: z.string() });

/** Role ids of spec §6. */
export const roleId = { admin: 0, userAdmin: 1, customer: 2, other: 3 } as const;
export type RoleId = (typeof roleId)[keyof typeof roleId];

export const role = z.object({ id: z.number().int(), name: z.string() });
export const rolesResponse = z.object({ body: z.array(role) });
