import type { DashboardErrorCode } from '../../api/errors';
import type { OrganizationNotice } from '../../access/organization-choice.logic';
import { ORGANIZATION_ROLES, type InvitationStatus, type OrganizationRole } from '../../api/schemas/organizations';
import { fill } from '../../i18n/fill';
import type { SectionTexts } from '../../i18n/messages';

type SwitcherTexts = SectionTexts<'organizationSwitcher'>;
type OrganizationTexts = SectionTexts<'organizations'>;

const ROLE_KEYS = { owner: 'roleOwner', admin: 'roleAdmin', developer: 'roleDeveloper', billing: 'roleBilling', viewer: 'roleViewer' } as const;

/** The roles a member may give, by an invitation or a change of role: owner only by those who may make owners. */
export const rolesToGive = (mayMakeOwners: boolean): OrganizationRole[] => ORGANIZATION_ROLES.filter((role) => role !== 'owner' || mayMakeOwners);

/** A role's name in the user's language. */
export const roleLabel = (role: OrganizationRole, t: SwitcherTexts) => t[ROLE_KEYS[role]];

const STATUS_KEYS = { pending: 'statusPending', accepted: 'statusAccepted', declined: 'statusDeclined', revoked: 'statusRevoked', expired: 'statusExpired' } as const;

export const invitationStatusLabel = (status: InvitationStatus, t: OrganizationTexts) => t[STATUS_KEYS[status]];

/** What the banner says about a notice. */
export function noticeText(notice: OrganizationNotice, t: SwitcherTexts, locale: string): string {
  switch (notice.kind) {
    case 'removed':
      return fill(t.removed, { organization: notice.organization }, locale);
    case 'joined':
      return fill(t.joined, { organization: notice.organization }, locale);
    case 'fromLink':
      return fill(t.fromLink, { organization: notice.organization.name }, locale);
    case 'notMember':
      return t.notMember;
    case 'invitationClosed':
      return t.invitationClosed;
    case 'seatsFull':
      return t.seatsFull;
  }
}


/** The refusals of an organisation's address (slug). */
const SLUG_PROBLEMS = ['slugInvalid', 'slugTaken', 'slugReserved'] as const;

/** The codes of a form's problems that are about one field. */
const onField = <Field extends string>(field: Field, codes: readonly DashboardErrorCode[]): Partial<Record<DashboardErrorCode, Field>> =>
  Object.fromEntries(codes.map((code) => [code, field]));

/** The field of the settings page each refusal is about; the others show in the form's alert. */
export const SETTINGS_PROBLEM_FIELD: Partial<Record<DashboardErrorCode, 'name' | 'slug' | 'vat_id' | 'confirmation'>> = {
  nameRequired: 'name',
  ...onField('slug', SLUG_PROBLEMS),
  invalidVatId: 'vat_id',
  confirmationMismatch: 'confirmation',
};

/** Creating an organisation: its address is made from its name, so every refusal of either is about the name. */
export const NAME_PROBLEM_FIELD = onField('name', ['nameRequired', ...SLUG_PROBLEMS]);

/** Inviting: the refusals about the address typed. */
export const INVITE_PROBLEM_FIELD = onField('email', ['emailInvalid', 'alreadyMember', 'alreadyInvited']);
