// Organisation answers: seat count, waitlist, discount check, firm admin, firm and company.
import * as v from 'valibot';
import type { CreatedAdminAccount, Group, OrgDiscount, SeatCount, WaitlistPosition } from '../../../machines/domain/organisation.ts';
import { NewMemberSchema } from './member.ts';

export const SeatCountSchema = v.looseObject({
  count: v.number(),
  queuePosition: v.nullish(v.number(), 0),
  allowed: v.number(),
}) satisfies v.GenericSchema<unknown, SeatCount>;

export const WaitlistPositionSchema = v.looseObject({ queuePosition: v.number() }) satisfies v.GenericSchema<unknown, WaitlistPosition>;

export const OrgDiscountSchema = v.looseObject({ allow: v.boolean() }) satisfies v.GenericSchema<unknown, OrgDiscount>;

export const CreatedAdminAccountSchema = v.looseObject({
  member: NewMemberSchema,
  slug: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, CreatedAdminAccount>;

/**
 * Create-firm and create-company answers. The group's id and name are required: an answer without
 * them does not say a company exists, and taking it for success would let the member pay for a
 * group plan with no company behind it (fault matrix, docs/decisions/0018).
 */
export const GroupSchema = v.looseObject({
  slug: v.nullish(v.string(), null),
  organization: v.string(),
  groupId: v.number(),
}) satisfies v.GenericSchema<unknown, Group>;
