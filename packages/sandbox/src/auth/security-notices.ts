import type { SandboxContext } from '../context';
import { recordAudit, type AuditAction } from '../audit/store';
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

/** The personal account's audit log records each, but the deletion (the account and its log are gone with it). */
const AUDITED: Record<Exclude<SecurityNotice, 'account_deleted'>, AuditAction> = {
  mfa_factor_enrolled: 'security.factor_enrolled',
  mfa_factor_unenrolled: 'security.factor_removed',
  password_changed: 'security.password_changed',
  email_changed: 'security.email_changed',
  identity_linked: 'security.identity_linked',
  identity_unlinked: 'security.identity_unlinked',
  wrong_codes: 'security.wrong_codes',
};

/**
 * Tells the account's owner that something about its security changed, with a link to the
 * Security tab, and records it in their personal account's audit log. `user` is who it happened
 * to (their id and the address the notice goes to); `clientAddress`, where the change came from.
 */
export async function sendSecurityNotice(ctx: SandboxContext, user: { id: string; email: string }, type: SecurityNotice, clientAddress?: string | null) {
  if (type !== 'account_deleted') {
    // Wrong codes are someone's attempt, not the holder's act: no actor.
    const actor = type === 'wrong_codes' ? null : user;
    await recordAudit(ctx.db, { accountId: user.id, actor, action: AUDITED[type], clientAddress: clientAddress ?? null });
  }
  return sendNotice(ctx, user.email, type, SUBJECT[type], type === 'account_deleted' ? '/login' : '/account?tab=security');
}
