import type { SandboxContext } from '../context';
import type { OtpType } from '../auth/sessions';

/** Each email type opens its interstitial route in the dashboard. */
const INTERSTITIAL_ROUTE: Record<OtpType, string> = {
  signup: '/login/confirm',
  recovery: '/login/recover',
  invite: '/login/accept-invitation',
  magiclink: '/login/magic-link',
};

const SUBJECT: Record<OtpType, string> = {
  signup: 'Confirm your sign-up',
  recovery: 'Reset your password',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
};

export interface MailRow {
  id: number;
  to_email: string;
  type: OtpType | NoticeType;
  subject: string;
  link: string;
  created_at: Date;
}

/** "Sends" an email: stores it in the outbox with a link into the dashboard's interstitial route. */
export async function sendMail(ctx: SandboxContext, to: string, type: OtpType, token: string): Promise<MailRow> {
  const link = `${ctx.settings.appUrl}${INTERSTITIAL_ROUTE[type]}?token=${encodeURIComponent(token)}`;
  const { rows } = await ctx.db.query<MailRow>(
    'insert into outbox (to_email, type, subject, link) values ($1, $2, $3, $4) returning *',
    [to, type, SUBJECT[type], link],
  );
  return rows[0]!;
}

/** Emails that carry no token: notices about the account. */
export type NoticeType = 'low_balance' | 'auto_recharge' | 'auto_recharge_failed' | 'auto_recharge_paused';

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
