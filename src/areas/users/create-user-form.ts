import { z } from 'zod';
import { createUserRequest, emailLocalPart, type CreateUserRequest } from '@/api/contracts/users';
import { keptFormSchema } from '@/shell/drafts';

/** The service names offered and sent (spec §3): the console itself and Lounge. */
export const SERVICE_OPTIONS = [
  { value: 'Console', labelKey: 'create_user.service_console' },
  { value: 'Lounge', labelKey: 'create_user.service_lounge' },
] as const;

/** The whole address must also pass the request contract, so `.name` or `a..b` is refused here, not after sending. */
const fullEmail = createUserRequest.shape.email;

/** Builds the form schema for one company domain; messages are i18n keys. */
export function createUserFormSchema(companyDomain: string) {
  return z.object({
    userName: z.string().trim().min(1, 'create_user.user_name_err'),
    // `abort` stops at the first failed check, so a field shows one message at a time.
    emailLocal: z
      .string()
      .trim()
      .min(1, { error: 'create_user.email_required', abort: true })
      .regex(emailLocalPart, { error: 'create_user.email_invalid', abort: true })
      .refine((local) => fullEmail.safeParse(local + companyDomain).success, 'create_user.email_invalid'),
    services: z.array(z.string()).min(1, 'create_user.service_invalid'),
  });
}
export type CreateUserForm = z.infer<ReturnType<typeof createUserFormSchema>>;

/** The "cleared" state the form starts in and returns to. */
export const EMPTY_CREATE_USER_FORM: CreateUserForm = { userName: '', emailLocal: '', services: [] };

/** Spec §3: the typed local part lowercased plus the fixed domain, and always role 2. */
export function toCreateUserRequest(form: CreateUserForm, companyDomain: string): CreateUserRequest {
  return createUserRequest.parse({
    username: form.userName.trim(),
    email: form.emailLocal.trim().toLowerCase() + companyDomain,
    services: form.services,
    role_id: 2,
  });
}

/** Server field paths (from the request contract) mapped to the form's fields, for a 400 with `fields`. */
export const REQUEST_FIELD_TO_FORM: Record<string, keyof CreateUserForm> = {
  username: 'userName',
  email: 'emailLocal',
  services: 'services',
};

/** The create-user form as a kept draft holds it (docs/decisions.md, "Drafts in the browser"): nothing secret is in it. */
export const CREATE_USER_DRAFT = 'users.create-draft';
export const keptCreateUserForm = keptFormSchema<CreateUserForm>(z.object({ userName: z.string(), emailLocal: z.string(), services: z.array(z.string()) }));
