import * as z from 'zod/mini';

/** Spec §5: both fields required; messages are i18n keys, translated where they are shown. */
export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'login.err_msg.username_err')),
  password: z.string().check(z.refine((value) => value.trim().length > 0, 'login.err_msg.pwd_err')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
