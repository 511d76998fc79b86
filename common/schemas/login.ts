import { z } from 'zod/mini';

/** The sign-in form: the username is an e-mail, the password is required. */
export const loginFormSchema = z.object({
  username: z.email({ error: 'Enter a valid e-mail address.' }).check(z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(1024)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const tokenResponseSchema = z.object({ token: z.string(), username: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
