import { z } from 'zod/mini';

export const TOAST_DELAY_MS = 5000;

/** A toast message. The message may hold HTML written by us, never user text. */
export const toastSchema = z.object({
  title: z.string(),
  icon: z.string(),
  message: z.string(),
  date: z.date(),
  delay: z._default(z.number().check(z.int(), z.positive()), TOAST_DELAY_MS),
  /** Bootstrap background class of the title bar, e.g. 'bg-danger'. */
  titleClass: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;
