/**
 * The English texts of account security: the code screen of two-step sign-in, the code asked
 * before an action that costs money or reveals a secret (step-up), and the Security tab.
 * [not from spec]: every text here is ours.
 */

export const securityEn = {
  twoStepTitle: 'Two-step verification',
  twoStepIntro: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  codeLabel: 'Verification code',
  codeHint: 'The 6 digits your authenticator app shows now.',
  factorLabel: 'Authenticator',
  unnamedFactor: 'Authenticator app',
  verify: 'Verify',
  verifying: 'Verifying...',
  codeIncomplete: 'Enter all 6 digits of the code.',
  wrongCode: 'That code is not right. Enter the code your app shows now.',
  challengeExpired: 'That took too long and the request expired. Enter the code your app shows now.',
  tooManyTries: 'Too many attempts. Wait a minute, then try again.',
  verifyFailed: 'The code could not be checked. Try again.',
  signOutPrompt: 'No access to your authenticator app?',
  signOut: 'Sign out',
} as const;
