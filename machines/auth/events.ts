// Events the auth machine accepts (from its dialog view and from its parent, the checkout) and the
// events it sends that parent with sendParent.
import type { SignUpAudience } from './rules.ts';
import type { AuthField } from './validation.ts';

/** The two password inputs that have a show/hide toggle. */
export type PasswordField = Extract<AuthField, 'password' | 'confirmPassword'>;

export type AuthEvent =
  /** The parent opens sign-up: the individual form (page 1) or, for group products, the firm-admin form (page 4). */
  | { type: 'open sign-up'; audience: SignUpAudience }
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
 * The dialog has signed the visitor in: the individual form created the account (SIGNUP-FORM-7,
 * STATE-ACCOUNT-3), 'Hey, we know you!' signed in and saved the names (KNOWN-8, API-27, API-13),
 * the firm administrator exists (ADMIN-8) or 'Welcome Back!' succeeded (SIGNIN-6). The parent stores
 * the token in bks_token and signs the session in with it (SIGNUP-FORM-8, SIGNIN-7, docs/decisions/0003).
 */
export interface AuthSignedInEvent {
  type: 'auth.signed in';
  authToken: string;
  /**
   * Where the checkout goes once the member is signed in: billing (page 2, at the top of the page)
   * after an account was made or completed here (SIGNUP-FORM-9, ADMIN-8, docs/decisions/0009), page 1
   * after 'Welcome Back!' (SIGNIN-7).
   */
  nextPage: 'payment method' | 'payment details';
  /**
   * The 'Firm name' typed on the firm-admin form, trimmed, for the firm the parent creates as the new
   * administrator (API-36, docs/decisions/0020); null from every other form.
   */
  firmName: string | null;
}

/** The visitor closed the dialog without finishing (page back to 0); the parent may ignore it. */
export interface AuthDialogClosedEvent {
  type: 'auth.dialog closed';
}

export type AuthToParentEvent = AuthSignedInEvent | AuthDialogClosedEvent;
