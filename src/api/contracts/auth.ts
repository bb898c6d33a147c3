// zod/mini: these contracts sit on the sign-in page, where classic zod would cost 18 KB more.
import * as z from 'zod/mini';

const required = () => z.string().check(z.minLength(1));
const trimmedRequired = () => z.string().check(z.trim(), z.minLength(1));
const loginIp = () => z.optional(z.object({ message: z.optional(z.string()) }));

/** A permission profile entry (spec §3): a sub-service and its permission string such as `C,M,S`. */
export const permissionEntry = z.object({ subsvc: z.string(), permissions: z.string() });
export const permissionProfile = z.object({ data: z.array(permissionEntry) });
export type PermissionProfile = z.infer<typeof permissionProfile>;

/** POST enterprise login. `password` is sealed with `encryptText`; `clearsess` is sent decrypted. */
export const enterpriseLoginRequest = z.object({
  user_cred: z.object({ userName: trimmedRequired(), password: required() }),
  agent: z.string().check(z.maxLength(200)),
  clearsess: z.optional(z.string()),
});
export type EnterpriseLoginRequest = z.infer<typeof enterpriseLoginRequest>;

/** What `body.data` decrypts to. Beyond the spec's fields it carries what the session needs (docs/api.md). */
export const enterpriseLoginData = z.object({
  esme: z.int(),
  username: z.string(),
  token: z.string(),
  session: z.string(),
  IP: loginIp(),
  role_id: z.int(),
  services: z.string(),
  whitelabel: z.string(),
  loginName: z.string(),
  isLounge: z.boolean(),
  /** True when a permission profile applies; the profile's entries are in `permission`. */
  isProfile: z.optional(z.boolean()),
  profile_name: z.optional(z.string()),
  profile_id: z.optional(z.string()),
  permission: z.optional(permissionProfile),
});
export type EnterpriseLoginData = z.infer<typeof enterpriseLoginData>;

export const enterpriseLoginResponse = z.object({
  status: z.int(),
  body: z.object({ data: z.string() }),
});

/** GET sandbox login with `?clearsess=`; the answer is a console address carrying a sandbox session. */
export const sandboxLoginQuery = z.object({ clearsess: z.optional(z.string()) });
export const sandboxLoginResponse = z.object({ body: z.object({ url: z.string() }) });

/**
 * POST customer login: an administrator opens a customer's session. `uname` is the customer's
 * username; `id` and `admin_name` are the caller's own account id and username, checked against the session.
 */
export const customerLoginRequest = z.object({
  uname: trimmedRequired(),
  id: z.coerce.string().check(z.minLength(1)),
  admin_name: required(),
});
export const customerLoginResponse = z.object({
  body: z.object({
    esme: z.int(),
    username: z.string(),
    token: z.string(),
    session: z.string(),
    role_id: z.int(),
    services: z.string(),
    whitelabel: z.string(),
    loginName: z.string(),
    isLounge: z.optional(z.boolean()),
    IP: loginIp(),
  }),
});

/** GET {campaign}/rcs/ipvalidation?esmeaddr= */
export const ipValidationQuery = z.object({ esmeaddr: z.coerce.number().check(z.int()) });
export const ipValidationResponse = z.object({ status: z.string(), reason: z.optional(z.string()) });

/** POST logout with the username; `status` is compared with the configured success codes. */
export const logoutRequest = z.object({ username: required() });
export const logoutResponse = z.object({ status: z.int(), message: z.optional(z.string()) });
