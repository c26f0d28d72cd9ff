import type { SandboxContext } from '../context';
import { sendNotice, type NoticeType } from '../db/outbox';

type SecurityNotice = Extract<NoticeType, 'mfa_factor_enrolled' | 'mfa_factor_unenrolled' | 'password_changed' | 'email_changed' | 'account_deleted' | 'identity_linked' | 'identity_unlinked' | 'wrong_codes'>;

const SUBJECT: Record<SecurityNotice, string> = {
  mfa_factor_enrolled: 'A two-step verification method was added to your account',
  mfa_factor_unenrolled: 'A two-step verification method was removed from your account',
  password_changed: 'Your password was changed',
  email_changed: 'Your email address was changed',
  account_deleted: 'Your account was deleted',
  identity_linked: 'A Google account was connected to your account',
  identity_unlinked: 'A Google account was disconnected from your account',
  wrong_codes: 'Wrong verification codes were entered for your account: if it was not you, change your password',
};

/** Tells the account's owner that something about its security changed, with a link to the Security tab. */
export function sendSecurityNotice(ctx: SandboxContext, to: string, type: SecurityNotice) {
  return sendNotice(ctx, to, type, SUBJECT[type], type === 'account_deleted' ? '/login' : '/account?tab=security');
}
