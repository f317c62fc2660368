// The auth dialog's context, input and the shapes of the calls it makes, shared by its setup and
// the pages' state files; the app's auth actors answer with these.
import type { PasswordField } from './events.ts';
import type { EmailCheck } from './rules.ts';
import type { AuthField, AuthValues, FieldErrors } from './validation.ts';

/** An async slice's status (STATE-ASYNC-1): idle 0, loading 1, succeeded 2, failed 3. */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthInput {
  /** catalogue.sister_product_name, e.g. 'Atlas Network' (VALID-SIGNUP-8). */
  sisterProductName: string;
}

export interface AuthContext {
  sisterProductName: string;
  /** What is typed in every field of the four forms; never cleared by a failure. */
  values: AuthValues;
  /** Fields the visitor has left at least once on this page (SIGNUP-FORM-2). */
  touched: Partial<Record<AuthField, boolean>>;
  /** The page's submit was pressed: every error shows (SIGNUP-FORM-3). */
  submitted: boolean;
  /** Every rule the current page's values break, one message per field (shown per SIGNUP-FORM-2/3). */
  errors: FieldErrors;
  /** The last server email check, for the email it was made for (VALID-SIGNUP-6..8). */
  emailCheck: EmailCheck | null;
  /** The email the known-account page shows read-only (KNOWN-3/4). */
  knownEmail: string | null;
  passwordVisible: Partial<Record<PasswordField, boolean>>;
  /** The last account or sign-in call (STATE-ACCOUNT-1..4). */
  status: AuthStatus;
  /** The failure text of the last call on this page (ERR-AUTH-1..7), or null. */
  message: string | null;
  /** The known-account password reset (STATE-ACCOUNT-6: idle 0, succeeded 2, failed 3). */
  passwordReset: AuthStatus;
  /** STATE-ACCOUNT-1/2: kept after a successful account creation. */
  memberId: string | null;
  slug: string | null;
  /**
   * The known account's auth_token once its log-in succeeded, until its names are saved: a failed
   * save is retried alone by the next 'Continue to billing' (docs/decisions/0009).
   */
  knownAccountToken: string | null;
}

/** What 'create account' and 'create admin account' answer. */
export interface NewAccount {
  memberId: string;
  authToken: string;
  slug: string | null;
}
export interface CreateAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
export interface CreateAdminAccountInput {
  firstName: string;
  lastName: string;
  firmName: string;
  workEmail: string;
  password: string;
}
export interface SignInInput {
  email: string;
  password: string;
}
export interface SignInOutput {
  authToken: string;
}
/** The known-account form's names, saved with the profile PATCH as the member just signed in (API-13). */
export interface SaveNamesInput {
  authToken: string;
  firstName: string;
  lastName: string;
  email: string;
}
