// The member and the answers about accounts: email check, log-in, account creation (spec 3).

export interface GroupAccount {
  admin: boolean;
  organization: string | null;
}

export interface Member {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  auth_token: string | null;
  /** 91 is the firm plan (rule CONST-9). */
  groupId: number | null;
  groupAccounts: GroupAccount[];
}

export interface EmailCheck {
  accounts: { network: boolean; are: boolean };
  noma: boolean;
}

export interface LoginResult {
  auth_token: string;
}

export interface NewMember {
  id: string;
  auth_token: string;
}

export interface CreatedAccount {
  member: NewMember;
  org_slug: string | null;
}
