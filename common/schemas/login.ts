import { z } from 'zod';

/** The sign-in form: the username is an e-mail, the password is required. */
export const loginFormSchema = z.object({
  username: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
  rememberMe: z.boolean().default(false),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const tokenResponseSchema = z.object({ token: z.string(), username: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
