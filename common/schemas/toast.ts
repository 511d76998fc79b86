import { z } from 'zod';

export const TOAST_DELAY_MS = 5000;

/** A toast message. The message may hold HTML written by us, never user text. */
export const toastSchema = z.object({
  title: z.string(),
  icon: z.string(),
  message: z.string(),
  date: z.date(),
  delay: z.number().int().positive().default(TOAST_DELAY_MS),
  /** Bootstrap background class of the title bar, e.g. 'bg-danger'. */
  titleClass: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;
