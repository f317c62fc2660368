// The member and the account answers: profile, email check, log-in, account creation (spec 3).
import * as v from 'valibot';
import { IdSchema } from './common.ts';

export const GroupAccountSchema = v.looseObject({
  admin: v.boolean(),
  organization: v.nullish(v.string(), null),
});
export type GroupAccount = v.InferOutput<typeof GroupAccountSchema>;

export const MemberSchema = v.looseObject({
  id: IdSchema,
  email: v.string(),
  first_name: v.nullish(v.string(), ''),
  last_name: v.nullish(v.string(), ''),
  auth_token: v.nullish(v.string(), null),
  /** 91 is the firm plan (rule CONST-9). */
  groupId: v.nullish(v.number(), null),
  groupAccounts: v.nullish(v.array(GroupAccountSchema), []),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const MemberAnswerSchema = v.looseObject({ member: MemberSchema });

export const EmailCheckSchema = v.looseObject({
  accounts: v.looseObject({ network: v.boolean(), are: v.boolean() }),
  noma: v.boolean(),
});
export type EmailCheck = v.InferOutput<typeof EmailCheckSchema>;

export const LoginResultSchema = v.looseObject({ auth_token: v.pipe(v.string(), v.minLength(1)) });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

export const NewMemberSchema = v.looseObject({ id: IdSchema, auth_token: v.string() });
export type NewMember = v.InferOutput<typeof NewMemberSchema>;

export const CreatedAccountSchema = v.looseObject({
  member: NewMemberSchema,
  org_slug: v.nullish(v.string(), null),
});
export type CreatedAccount = v.InferOutput<typeof CreatedAccountSchema>;
