// The member and the account answers: profile, email check, log-in, account creation (spec 3).
import * as v from 'valibot';
import type { CreatedAccount, EmailCheck, GroupAccount, LoginResult, Member, NewMember } from '../../../machines/domain/member.ts';
import { IdSchema } from './common.ts';

export const GroupAccountSchema = v.looseObject({
  admin: v.boolean(),
  organization: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, GroupAccount>;

export const MemberSchema = v.looseObject({
  id: IdSchema,
  email: v.string(),
  first_name: v.nullish(v.string(), ''),
  last_name: v.nullish(v.string(), ''),
  auth_token: v.nullish(v.string(), null),
  /** 91 is the firm plan (rule CONST-9). */
  groupId: v.nullish(v.number(), null),
  groupAccounts: v.nullish(v.array(GroupAccountSchema), []),
}) satisfies v.GenericSchema<unknown, Member>;

export const MemberAnswerSchema = v.looseObject({ member: MemberSchema });

export const EmailCheckSchema = v.looseObject({
  accounts: v.looseObject({ network: v.boolean(), are: v.boolean() }),
  noma: v.boolean(),
}) satisfies v.GenericSchema<unknown, EmailCheck>;

export const LoginResultSchema = v.looseObject({ auth_token: v.pipe(v.string(), v.minLength(1)) }) satisfies v.GenericSchema<unknown, LoginResult>;

export const NewMemberSchema = v.looseObject({ id: IdSchema, auth_token: v.string() }) satisfies v.GenericSchema<unknown, NewMember>;

export const CreatedAccountSchema = v.looseObject({
  member: NewMemberSchema,
  org_slug: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, CreatedAccount>;
