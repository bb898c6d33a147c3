import { z } from 'zod';

/** A permission profile entry (spec §3): a sub-service and its permission string such as `C,M,S`. */
export const permissionEntry = z.object({ subsvc: z.string(), permissions: z.string() });
export const permissionProfile = z.object({ data: z.array(permissionEntry) });
export type PermissionProfile = z.infer<typeof permissionProfile>;

/** POST enterprise login. `password` is sealed with `encryptText`; `clearsess` is sent decrypted. */
export const enterpriseLoginRequest = z.object({
  user_cred: z.object({ userName: z.string().trim().min(1), password: z.string().min(1) }),
  agent: z.string().max(200),
  clearsess: z.string().optional(),
});
export type EnterpriseLoginRequest = z.infer<typeof enterpriseLoginRequest>;

/** What `body.data` decrypts to. Beyond the spec's fields it carries what the session needs (docs/api.md). */
export const enterpriseLoginData = z.object({
  esme: z.number().int(),
  username: z.string(),
  token: z.string(),
  session: z.string(),
  IP: z.object({ message: z.string().optional() }).optional(),
  role_id: z.number().int(),
  services: z.string(),
  whitelabel: z.string(),
  loginName: z.string(),
  isLounge: z.boolean(),
  /** True when a permission profile applies; the profile's entries are in `permission`. */
  isProfile: z.boolean().optional(),
  profile_name: z.string().optional(),
  profile_id: z.string().optional(),
  permission: permissionProfile.optional(),
});
export type EnterpriseLoginData = z.infer<typeof enterpriseLoginData>;

export const enterpriseLoginResponse = z.object({
  status: z.number().int(),
  body: z.object({ data: z.string() }),
});

/** GET sandbox login with `?clearsess=`; the answer is a console address carrying a sandbox session. */
export const sandboxLoginQuery = z.object({ clearsess: z.string().optional() });
export const sandboxLoginResponse = z.object({ body: z.object({ url: z.string() }) });

/**
 * POST customer login: an administrator opens a customer's session. `uname` is the customer's
 * username; `id` and `admin_name` are the caller's own account id and username, checked against the session.
 */
export const customerLoginRequest = z.object({
  uname: z.string().trim().min(1),
  id: z.coerce.string().min(1),
  admin_name: z.string().min(1),
});
export const customerLoginResponse = z.object({
  body: z.object({
    esme: z.number().int(),
    username: z.string(),
    token: z.string(),
    session: z.string(),
    role_id: z.number().int(),
    services: z.string(),
    whitelabel: z.string(),
    loginName: z.string(),
    isLounge: z.boolean().optional(),
    IP: z.object({ message: z.string().optional() }).optional(),
  }),
});

/** GET {campaign}/rcs/ipvalidation?esmeaddr= */
export const ipValidationQuery = z.object({ esmeaddr: z.coerce.number().int() });
export const ipValidationResponse = z.object({ status: z.string(), reason: z.string().optional() });

/** POST logout with the username; `status` is compared with the configured success codes. */
export const logoutRequest = z.object({ username: z.string().min(1) });
export const logoutResponse = z.object({ status: z.number().int(), message: z.string().optional() });
