// Pure rules and texts of the 'Create your company' dialog (COMPANY-1..6, ROLE-11..13, CONST-8):
// who needs the dialog, which variant it shows and when Submit is allowed. No XState here.
import type { GroupAccount } from '../domain/member.ts';
import type { Product } from '../domain/product.ts';

/** A cart product's audience (spec 3). */
export type Audience = Product['audience'];

/** What the company rules read of the member (the session's SessionMember fits). */
export interface CompanyMember {
  groupAccounts: readonly Pick<GroupAccount, 'admin'>[];
  /** ENTITY-34: true when any groupAccounts entry is admin. */
  isGroupAdmin: boolean;
}

/** The cart's audience: one product's, or every product's. */
export type CartAudience = Audience | readonly Audience[] | null | undefined;

/** Texts copied from the spec (section 2, Dialogs); the label and button words are the spec's own. */
export const COMPANY_TEXTS = {
  title: 'Create your company',
  nameLabel: 'Company Name',
  submit: 'Submit',
  close: 'Close',
  notAdmin: 'You are not a company admin!',
  notAdminHelp: 'If you need a new license please contact your company admin, or contact support.',
  /** Ours: shown when the failed call gave no message of its own. */
  failedFallback: 'We could not create your company. Please try again.',
  creating: 'Creating your company…',
} as const;

/** COMPANY-1/2: the cart holds a group-audience product. */
export function cartHasGroupProduct(audience: CartAudience): boolean {
  if (audience === null || audience === undefined) return false;
  if (typeof audience === 'string') return audience === 'group';
  return audience.includes('group');
}

/** ROLE-11 / ENTITY-34: a company admin is any member with an admin entry. */
export function isCompanyAdmin(member: CompanyMember): boolean {
  return member.isGroupAdmin || member.groupAccounts.some((account) => account.admin);
}

/** COMPANY-5/6: the member belongs to a company but administers none. */
export function isMemberButNotAdmin(member: CompanyMember): boolean {
  return member.groupAccounts.length > 0 && !isCompanyAdmin(member);
}

/**
 * COMPANY-1, COMPANY-2, ROLE-13: the dialog shows when the cart has a group product and the
 * member has no group account or is not an admin. Nobody signed in (member null): not yet — the
 * sign-in gate comes first and the rule is asked again with the member.
 */
export function needsCompanyDialog(member: CompanyMember | null | undefined, audience: CartAudience): boolean {
  if (!member) return false;
  return cartHasGroupProduct(audience) && !isCompanyAdmin(member);
}

/** COMPANY-3/4: Company Name is required; spaces alone count as empty. */
export function isCompanyNameEntered(name: string): boolean {
  return name.trim() !== '';
}

/** The text shown under the field after a failed creation (the call's message, else ours). */
export function companyFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return COMPANY_TEXTS.failedFallback;
}
