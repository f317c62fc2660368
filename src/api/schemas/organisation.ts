// Organisation answers: seat count, waitlist, discount check, firm admin, firm and company.
import * as v from 'valibot';
import { NewMemberSchema } from './member.ts';

export const SeatCountSchema = v.looseObject({
  count: v.number(),
  queuePosition: v.nullish(v.number(), 0),
  allowed: v.number(),
});
export type SeatCount = v.InferOutput<typeof SeatCountSchema>;

export const WaitlistPositionSchema = v.looseObject({ queuePosition: v.number() });
export type WaitlistPosition = v.InferOutput<typeof WaitlistPositionSchema>;

export const OrgDiscountSchema = v.looseObject({ allow: v.boolean() });
export type OrgDiscount = v.InferOutput<typeof OrgDiscountSchema>;

export const CreatedAdminAccountSchema = v.looseObject({
  member: NewMemberSchema,
  slug: v.nullish(v.string(), null),
});
export type CreatedAdminAccount = v.InferOutput<typeof CreatedAdminAccountSchema>;

/**
 * Create-firm and create-company answers. The group's id and name are required: an answer without
 * them does not say a company exists, and taking it for success would let the member pay for a
 * group plan with no company behind it (fault matrix, docs/decisions/0018).
 */
export const GroupSchema = v.looseObject({
  slug: v.nullish(v.string(), null),
  organization: v.string(),
  groupId: v.number(),
});
export type Group = v.InferOutput<typeof GroupSchema>;
