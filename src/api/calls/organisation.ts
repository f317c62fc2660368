// Organisation calls: discount check, seat count, waitlist, firm-admin account, firm and company.
import type { CallOptions, Http } from '../client.ts';
import { PROPERTY_ID } from '../payloads.ts';
import { encode } from './path.ts';
import { CreatedAdminAccountSchema, GroupSchema, OrgDiscountSchema, SeatCountSchema, WaitlistPositionSchema } from '../schemas/organisation.ts';
import type { CreatedAdminAccount, Group, OrgDiscount, SeatCount, WaitlistPosition } from '../../../machines/domain/organisation.ts';

/** POST /v1/guest/are/product/org with orgId as a number (rules API-28/29; see toOrgId). */
export function checkOrgDiscount(http: Http, input: { priceId: string; orgId: number }, options: CallOptions = {}): Promise<OrgDiscount> {
  return http.json(
    { ...options, method: 'POST', path: 'v1/guest/are/product/org', auth: 'guest', json: { priceId: input.priceId, orgId: input.orgId } },
    OrgDiscountSchema,
  );
}

/**
 * GET /v1/guest/are/stripe/noma/subscription/count/{orgId} (rule API-10). A bearer is sent when a
 * member is signed in, so the answer carries that member's queue position.
 */
export function loadSeatCount(http: Http, orgId: number, options: CallOptions = {}): Promise<SeatCount> {
  return http.json(
    { ...options, method: 'GET', path: `v1/guest/are/stripe/noma/subscription/count/${encode(orgId)}`, auth: 'optional' },
    SeatCountSchema,
  );
}

/** POST /v1/are/waitlist/join/{orgId} (rule API-34). */
export function joinWaitlist(http: Http, orgId: number, options: CallOptions = {}): Promise<WaitlistPosition> {
  return http.json(
    { ...options, method: 'POST', path: `v1/are/waitlist/join/${encode(orgId)}`, auth: 'member', json: {} },
    WaitlistPositionSchema,
  );
}

/** Admin account details (rule ENTITY-39); adminIsUser defaults to false and is not on the form. */
export interface AdminAccountDetails {
  firstName: string;
  lastName: string;
  firmName: string;
  workEmail: string;
  password: string;
  adminIsUser?: boolean;
}

/** The spec's `POST {hash}`: POST /v1/guest/are/admin/account (rule API-35). */
export function createAdminAccount(http: Http, details: AdminAccountDetails, options: CallOptions = {}): Promise<CreatedAdminAccount> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/guest/are/admin/account',
      auth: 'guest',
      json: {
        email: details.workEmail.trim(),
        password: details.password,
        firstname: details.firstName.trim(),
        lastname: details.lastName.trim(),
        organization: details.firmName.trim(),
        property_id: PROPERTY_ID,
        admin_is_user: details.adminIsUser ?? false,
      },
    },
    CreatedAdminAccountSchema,
  );
}

/** POST /v1/network/group: creates the firm (rule API-36). */
export function createFirm(http: Http, input: { organization: string; adminIsUser?: boolean }, options: CallOptions = {}): Promise<Group> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/network/group',
      auth: 'member',
      json: { organization: input.organization.trim(), property_id: PROPERTY_ID, admin_is_user: input.adminIsUser ?? false },
    },
    GroupSchema,
  );
}

/** POST /v1/are/member/company: validates and creates the company (rules API-39, CONST-8). */
export function createCompany(http: Http, input: { organization: string }, options: CallOptions = {}): Promise<Group> {
  return http.json(
    {
      ...options,
      method: 'POST',
      path: 'v1/are/member/company',
      auth: 'member',
      json: { organization: input.organization.trim(), property_id: PROPERTY_ID, isUserAdmin: true },
    },
    GroupSchema,
  );
}
