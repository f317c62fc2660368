// Events the auth machine accepts (from its dialog view and from its parent, the checkout) and the
// events it sends that parent with sendParent.
import type { SignUpAudience } from './rules.ts';
import type { AuthField } from './validation.ts';

/** The two password inputs that have a show/hide toggle. */
export type PasswordField = Extract<AuthField, 'password' | 'confirmPassword'>;

export type AuthEvent =
  /** The parent opens sign-up: the individual form (page 1) or, for group products, the firm-admin form (page 4). */
  | { type: 'open sign-up'; audience: SignUpAudience }
  /** The parent (or the dialog) opens 'Welcome Back!' (page 2), with the email filled in when given. */
  | { type: 'open sign-in'; email?: string }
  /** The close button, Escape, a backdrop click (not on the firm-admin form) or 'Already have an account? Sign in.'. */
  | { type: 'close' }
  | { type: 'change field'; field: AuthField; value: string }
  | { type: 'blur field'; field: AuthField }
  /** The form's button ('Proceed to billing', 'Continue', 'Continue to billing') or Enter in a field. */
  | { type: 'submit' }
  /** 'Forgot Password?' on the known-account form (KNOWN-6). */
  | { type: 'forgot password' }
  | { type: 'toggle password visibility'; field: PasswordField }
  /** 'Sign in instead' under 'Email already exists': 'Welcome Back!' with the email filled in. */
  | { type: 'sign in instead' }
  /** The offer under 'Email already exists on …': 'Hey, we know you!' with the email read-only. */
  | { type: 'use known account' };

/**
 * An individual account exists and is signed in: from the individual form, or from the known-account
 * form (the sister account was opened on the platform). The parent stores the token in bks_token,
 * signs the session in, moves to billing (page 2) and scrolls to the top (SIGNUP-FORM-7..9, STATE-ACCOUNT-3).
 */
export interface AccountCreatedEvent {
  type: 'account created';
  authToken: string;
  memberId: string;
  /** org_slug of the answer (STATE-ACCOUNT-2). */
  slug: string | null;
}

/** 'Welcome Back!' succeeded: the parent stores the token, signs the session in and goes to page 1 (SIGNIN-6/7). */
export interface SignedInWithPasswordEvent {
  type: 'signed in with password';
  authToken: string;
  email: string;
}

/**
 * The firm administrator exists: the parent stores the token, creates the firm as that member
 * (API-36, docs/decisions/0020) and goes to billing, page 2 (ADMIN-8).
 */
export interface AdminAccountCreatedEvent {
  type: 'admin account created';
  authToken: string;
  memberId: string;
  slug: string | null;
  /** The 'Firm name' typed on the form, trimmed: the organization of the create-firm call. */
  firmName: string;
}

/** The visitor closed the dialog without finishing (page back to 0); the parent may ignore it. */
export interface AuthDialogClosedEvent {
  type: 'auth dialog closed';
}

export type AuthToParentEvent = AccountCreatedEvent | SignedInWithPasswordEvent | AdminAccountCreatedEvent | AuthDialogClosedEvent;
