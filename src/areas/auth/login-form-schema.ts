import { z } from 'zod';

/** Spec §5: both fields required; messages are i18n keys, translated where they are shown. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'login.err_msg.username_err'),
  password: z.string().trim().min(1, 'login.err_msg.pwd_err'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
