// The words of the sign-up and sign-in dialog (spec section 2): titles, buttons and links copied from
// the spec; field labels, the password hint (SIGNUP-6) and the known-account notice (KNOWN-2) are ours.
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, type AuthField, type FormName } from './validation.ts';

export const AUTH_TITLES: Record<FormName, string> = {
  individual: 'Step 1: Create Account',
  'sign in': 'Welcome Back!',
  'known account': 'Hey, we know you!',
  admin: 'Step 1: Create your account',
};

export const AUTH_SUBMIT_LABELS: Record<FormName, string> = {
  individual: 'Proceed to billing',
  'sign in': 'Continue',
  'known account': 'Continue to billing',
  admin: 'Proceed to billing',
};

export const AUTH_TEXTS = {
  /** SIGNUP-3: closes the dialog (SIGNUP-4). */
  alreadyHaveAccount: 'Already have an account? Sign in.',
  /** SIGNIN-3 and KNOWN-6. */
  forgotPassword: 'Forgot Password?',
  /** ADMIN-6: goes to the learning site. */
  adminSignIn: 'Sign in.',
  /** Ours: the sentence before the ADMIN-6 link. */
  adminSignInLead: 'Already have an account?',
  /** SIGNUP-6 (the spec gives the content, not the words). */
  passwordHint: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and contain one uppercase letter, one lowercase letter, one number and one special character (${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}).`,
  /** Ours: the offer under 'Email already exists' (VALID-SIGNUP-7). */
  signInInstead: 'Sign in instead',
  /** Ours: the offer under 'Email already exists on …' (VALID-SIGNUP-8). */
  knownAccountOffer: (sister: string) => `Continue with my ${sister} account`,
  /** KNOWN-2 (ours, the spec gives the content). */
  knownAccountNotice: (sister: string) =>
    `We recognised your email from your ${sister} account. Please use your ${sister} credentials to continue.`,
  /** Ours: shown while the email check runs. */
  checkingEmail: 'Checking your email…',
  /** Ours: the loading backdrop's label (KNOWN-10). */
  working: 'Please wait…',
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const AUTH_FIELD_LABELS: Record<AuthField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  firmName: 'Firm name',
  email: 'Email',
  confirmEmail: 'Confirm email',
  workEmail: 'Work email',
  confirmWorkEmail: 'Confirm work email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};
