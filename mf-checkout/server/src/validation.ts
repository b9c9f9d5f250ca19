import { z } from 'zod';

export interface Problem {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** Runs a schema and turns its issues into `{ field, message }` for the 400 answer. */
export function check<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.join('.') : '(body)', message: issue.message })),
  };
}

/** `?page=&pageSize=` of the owner's listings: 50 a page by default, at most 200. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
