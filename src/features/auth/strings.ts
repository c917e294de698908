import { BackendError } from '../../backend/types';

/** What the sign-in and guard screens say, in one place. */
export const authStrings = {
  loginTitle: 'Operator sign-in',
  loginMetaDescription: 'Sign-in for the operators of the site.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  demoHint: 'Demo mode: sign in as the operator with',
  invalidCredentials: 'Invalid email or password.',
  signInFailed: 'Sign-in failed. Please check your connection and try again.',
  missingFields: 'Please enter your email and password.',
  loading: 'Loading...',
  noAccessTitle: 'No admin access',
  noAccess: (email: string) =>
    `You are signed in as ${email}, but this account has no admin access. Sign in with an operator account.`,
  logout: 'Logout',
  loggingOut: 'Logging out...',
  logoutFailed: 'Could not log out. Please try again.',
  backToSite: 'Back to the site',
} as const;

/** The message a person sees for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  return error instanceof BackendError && error.code === 'invalid-credentials'
    ? authStrings.invalidCredentials
    : authStrings.signInFailed;
}
