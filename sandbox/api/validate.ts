// Request-body checking for the API: a body that breaks its schema answers 400 with every
// problem listed in `errors`, the shape the app's error catalogue reads.
import * as v from 'valibot';
import type { Reply } from '../http.ts';
import { json } from '../http.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reply: Reply };

export function parseBody<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return { ok: true, value: result.output };
  const errors = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return { ok: false, reply: json(400, { error: { message: errors[0] ?? 'Invalid request' }, errors }) };
}

/** An address as the app sends it while the form fills in: every part may still be missing. */
export const AddressInput = v.nullish(
  v.object({
    address1: v.nullish(v.string()),
    address2: v.nullish(v.string()),
    city: v.nullish(v.string()),
    state: v.nullish(v.string()),
    postalCode: v.nullish(v.string()),
    country: v.nullish(v.string()),
  }),
);
export type AddressInputValue = v.InferOutput<typeof AddressInput>;

export const Email = v.pipe(v.string(), v.trim(), v.email('a valid email is required'));
export const CouponInput = v.nullish(v.string());
