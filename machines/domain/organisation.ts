// Organisations: seat count and waitlist, the discount check, the firm admin, firm and company.
import type { NewMember } from './member.ts';

export interface SeatCount {
  count: number;
  queuePosition: number;
  allowed: number;
}

export interface WaitlistPosition {
  queuePosition: number;
}

export interface OrgDiscount {
  allow: boolean;
}

export interface CreatedAdminAccount {
  member: NewMember;
  slug: string | null;
}

/** A created firm or company: its id and name say it exists (docs/decisions/0018). */
export interface Group {
  slug: string | null;
  organization: string;
  groupId: number;
}
