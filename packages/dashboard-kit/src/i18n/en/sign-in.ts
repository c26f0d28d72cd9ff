/**
 * The English texts of the sign-in screen and the email-link interstitial.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** The login screen. */
export const loginEn = {
  titleSignIn: 'Sign in',
  titleSignUp: 'Create an Account',
  titleForgottenPassword: 'Reset Password',
  titleUpdatePassword: 'Update Password',
  buttonSignIn: 'Sign in',
  buttonSignUp: 'Get started',
  buttonSendReset: 'Send reset instructions',
  buttonUpdatePassword: 'Update password',
  buttonGoogle: 'Continue with Google',
  linkForgotPassword: 'Forgot your password?',
  linkSignUp: 'New to the product? Get started',
  linkSignIn: 'Already have an account? Sign in',
  linkRememberPassword: 'Remember your password? Sign in',
  emailLabel: 'Email', // [not from spec]
  passwordLabel: 'Password', // [not from spec]
  newPasswordLabel: 'New password', // [not from spec]
  emailPlaceholder: 'you@company.com', // [not from spec]
  or: 'or', // [not from spec]
  working: 'Please wait...', // [not from spec]
  invalidCredentials: 'No account found with this email, or incorrect password. Try "Get started" to create an account.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  welcomeBack: "Welcome back! You've been signed in to your existing account.",
  alreadyRegistered: 'This email is already registered. Please check your password and try signing in instead.',
  checkEmailConfirm: 'Check your email to confirm your account',
  checkEmailReset: 'Check your email for the password reset link',
  passwordUpdated: 'Your password has been updated.', // [not from spec]
  accountDeleted: 'Your account is deleted, and you are signed out on every device. We emailed a confirmation to your address.', // [not from spec]
  sessionEnded: 'You were signed out on this device: the session was ended elsewhere, on another device or by a new password. Sign in again to continue.', // [not from spec]
  genericError: 'An error occurred',
  rateLimited: 'Too many requests. Please wait before trying again.',
  invalidSession: 'Invalid session - please try again',
  invalidView: 'Invalid auth view',
  tagline: 'Forecast data for developers, traders and meteorologists.', // [not from spec]
} as const;

/** The email-link interstitial. */
export const interstitialEn = {
  heading: 'Redirecting you to the product',
  buttonSignup: 'Sign up',
  buttonRecovery: 'Reset password',
  buttonInvite: 'Accept invitation',
  buttonMagiclink: 'Sign in automatically',
  buttonEmailChange: 'Confirm email change', // [not from spec]
  emailChangeWaitingTitle: 'One address confirmed', // [not from spec]
  emailChangeWaiting: 'Now open the link we sent to your other address to finish the change.', // [not from spec]
  emailChangeDoneTitle: 'Email address changed', // [not from spec]
  emailChangeDone: 'You sign in with your new address from now on.', // [not from spec]
  emailChangeFailedTitle: 'The address did not change', // [not from spec]
  emailChangeExpired: 'This link has expired or was used already. Ask for the change again from your account.', // [not from spec]
  emailChangeTaken: 'That address belongs to another account now. Ask for a change to a different address from your account.', // [not from spec]
  toAccount: 'Go to your account', // [not from spec]
  explanation: 'Click the button below to continue.', // [not from spec]
  unknownLink: 'This link is not one we recognise. Please request a new email.', // [not from spec]
  backToSignIn: 'Back to sign in', // [not from spec]
} as const;
