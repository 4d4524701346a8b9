/** Texts of the spec that both the server and the web app show. */
export const MESSAGES = {
  invalidCredentials: 'Invalid Email or Password',
  sessionExpired: 'Your session has expired. Please log in again.',
  tokenNotValid: 'Given token not valid for any token type',
  notFound: 'Not found.',
  somethingWentWrong: 'Something went wrong',
  toastSuccess: 'Your changes have been applied successfully.',
  toastError: 'Something went wrong. Please try again.',
  /** A failed action (spec §8): with no payload, and with a plain-text (not JSON) one. */
  failedActionNoPayload: 'Not Found',
  failedActionText: 'Server Error',
  profileSaved: 'changes saved',
  profileFallbackError: 'An error occurred!',
  fieldRequired: 'This field is required.',
  emailTaken: 'A user is already registered with this e-mail address.',
  passwordsDontMatch: "The two password fields didn't match.",
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  /** A social-only account (signed up with Google or Facebook) asked for its password: it has none yet. */
  noPasswordYet: 'Your account has no password yet. Set one first.',
  passwordSet: 'Your password is set.',
  resetLinkInvalid: 'The reset link is invalid or has expired.',
  resetLinkValid: 'The reset link is valid.',
  resetSent: 'Password reset e-mail has been sent.',
  passwordChanged: 'New password has been saved.',
  accountDisabled: 'This account is disabled. Please, contact our support for help.',
  mustSetPassword: 'You must set a new password before you continue.',
  tooManyLoginAttempts: 'Too many failed login attempts. Try again in 15 minutes',
  tooManyRequests: 'Too many requests. Please wait a moment and try again',
  rateLimitUnavailable: 'This request cannot be checked right now. Please try again in a moment.',
  inviteEmailMismatch: 'This invitation was sent to another e-mail address.',
  inviteUsed: 'This invitation has already been used. You can still create an account.',
  forbiddenCsrf: 'This request must be sent by the Folio app.',
  invalidImage: 'Upload a valid image. Accepted formats: jpg, jpeg, png, bmp.',
  invalidImageOrWebp: 'Upload a valid image. Accepted formats: jpg, jpeg, png, bmp, webp.',
  imageTooLarge: 'The picture must be smaller than 10 MB.',
} as const;

/** Login-screen texts built from the server's failure bodies (spec §8). */
export const loginErrorText = {
  provider: (provider: string) =>
    `You signed up with ${provider.charAt(0).toUpperCase()}${provider.slice(1)}, please use the button below to sign in.`,
  other: (detail?: string) => `${detail || 'Something went wrong'}. Please, contact our support for help`,
};
