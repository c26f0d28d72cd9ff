import type { SandboxContext } from '../context';
import type { OtpType } from '../auth/sessions';

/** The one-time tokens that travel as a link (an identity link's token travels in the chooser's form, never by mail). */
export type LinkType = Exclude<OtpType, 'reauthentication' | 'identity_link'>;

/** Each email type opens its interstitial route in the dashboard. */
const INTERSTITIAL_ROUTE: Record<LinkType, string> = {
  signup: '/login/confirm',
  recovery: '/login/recover',
  invite: '/login/accept-invitation',
  magiclink: '/login/magic-link',
  email_change_new: '/login/email-change',
  email_change_current: '/login/email-change',
};

const SUBJECT: Record<LinkType, string> = {
  signup: 'Confirm your sign-up',
  recovery: 'Reset your password',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
  email_change_new: 'Confirm your new email address',
  email_change_current: 'Confirm the change of your email address',
};

export interface MailRow {
  id: number;
  to_email: string;
  type: OtpType | NoticeType;
  subject: string;
  /** Where the email leads; empty for a code. */
  link: string;
  /** A code to type, for the emails that carry one (re-authentication). */
  code: string | null;
  created_at: Date;
}

/** "Sends" an email: stores it in the outbox with a link into the dashboard's interstitial route. */
export async function sendMail(ctx: SandboxContext, to: string, type: LinkType, token: string): Promise<MailRow> {
  const link = `${ctx.settings.appUrl}${INTERSTITIAL_ROUTE[type]}?token=${encodeURIComponent(token)}`;
  const { rows } = await ctx.db.query<MailRow>(
    'insert into outbox (to_email, type, subject, link) values ($1, $2, $3, $4) returning *',
    [to, type, SUBJECT[type], link],
  );
  return rows[0]!;
}

/** "Sends" the re-authentication code: a code to type, no link. */
export async function sendCode(ctx: SandboxContext, to: string, code: string): Promise<MailRow> {
  const { rows } = await ctx.db.query<MailRow>(
    `insert into outbox (to_email, type, subject, link, code) values ($1, 'reauthentication', 'Confirm it is you', '', $2) returning *`,
    [to, code],
  );
  return rows[0]!;
}

/** Emails that carry no token: notices about the account and its security. */
export type NoticeType =
  | 'low_balance'
  | 'auto_recharge'
  | 'auto_recharge_failed'
  | 'auto_recharge_paused'
  | 'auto_recharge_card_forgotten'
  | 'mfa_factor_enrolled'
  | 'mfa_factor_unenrolled'
  | 'password_changed'
  | 'email_changed'
  | 'account_deleted'
  | 'identity_linked'
  | 'identity_unlinked'
  | 'wrong_codes'
  | 'organization_invitation'
  | 'organization_joined'
  | 'organization_role_changed'
  | 'organization_removed'
  | 'organization_deleted';

/** "Sends" a notice: stored in the outbox with a link to where the user can act on it. */
export async function sendNotice(ctx: SandboxContext, to: string, type: NoticeType, subject: string, path: string): Promise<MailRow> {
  const { rows } = await ctx.db.query<MailRow>('insert into outbox (to_email, type, subject, link) values ($1, $2, $3, $4) returning *', [
    to,
    type,
    subject,
    `${ctx.settings.appUrl}${path}`,
  ]);
  return rows[0]!;
}

export async function listMail(ctx: SandboxContext, to?: string): Promise<MailRow[]> {
  const { rows } = to
    ? await ctx.db.query<MailRow>('select * from outbox where to_email = $1 order by id desc', [to.toLowerCase()])
    : await ctx.db.query<MailRow>('select * from outbox order by id desc limit 200');
  return rows;
}
