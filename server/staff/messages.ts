/**
 * What the staff API says. Staff-facing, so English only (decision 070); none of it is shown on
 * a visitor's page. The sign-in sentences never tell whether an account exists.
 */
export const staffMessages = {
  signInRefused: 'Email, password or code is not right.',
  tooManyAttempts: (minutes: number) => `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signedOut: 'You are signed out.',
  signInRequired: 'Sign in to continue.',
  wrongRole: 'Your role does not allow this.',
  csrfRefused: 'This request could not be checked as coming from the staff console. Reload the page and try again.',
  notSameOrigin: 'Staff changes are accepted only from the staff console of this site.',
  linkInvalid: 'This link is not valid any more: it was used, it expired (links last 24 hours) or a newer one was issued. Ask an admin for a new link.',
  codeRefused: 'That code is not right. Type the 6-digit code your authenticator app shows now.',
  passwordSet: 'Your password is set. Sign in with it and your authenticator code.',
  noSuchAccount: 'There is no staff account with that email address.',
  accountExists: 'A staff account with that email address already exists.',
  accountDisabled: 'The account is disabled and all its sessions are ended.',
  sessionsRevoked: 'All sessions of that account are ended.',
} as const
