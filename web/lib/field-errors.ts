import type { z } from 'zod/mini';

/**
 * What a shared schema says against a form's values: the first message for each of the form's fields,
 * so the form refuses exactly what the server would. None when the values pass.
 */
export function fieldErrors<F extends string>(
  schema: z.ZodMiniType,
  values: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
