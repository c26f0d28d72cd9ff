import type { Organization } from '../api/schemas/organizations';

/** The URL parameter that names the organisation a page shows: links to it can be shared. */
export const ORGANIZATION_PARAM = 'org';

/** What the kit remembers of the user's last choice, per user: enough to show it before the list arrives. */
export type RememberedChoice = { kind: 'personal' } | { kind: 'organization'; organization: Organization };

/** Why the kit moved the user to their personal account, or what an invitation's link did. */
export type OrganizationNotice =
  | { kind: 'removed'; organization: string }
  | { kind: 'notMember' }
  | { kind: 'joined'; organization: string }
  /** A link named an organisation the user had not chosen in this browser: acted for on this page, remembered only once they keep it. */
  | { kind: 'fromLink'; organization: Organization; previous: Organization | null }
  | { kind: 'invitationClosed' }
  | { kind: 'seatsFull' };

/** Everything the active account is decided from. */
export interface ChoiceInputs {
  /** The host's pin (`organization` prop): an id or a slug, null for the personal account; undefined when the user chooses. */
  pinned: string | null | undefined;
  /** The organisation the URL names (`?org=slug`), if any. */
  urlSlug: string | null;
  /** The user's last choice in this browser. */
  remembered: RememberedChoice | null;
  /** The organisation this page last acted for (a link's, kept or not), to name it if it goes. */
  lastActive?: Organization | null;
  /** The user's organisations: undefined while loading, null where the API has none. */
  list: readonly Organization[] | null | undefined;
}

/** The account the user acts for: an organisation, null for the personal account, undefined while it is looked up. */
export interface Decision {
  active: Organization | null | undefined;
  /** When the choice could not stand: what to tell the user. */
  notice?: OrganizationNotice;
  /** The address named the organisation acted for, and the user had not chosen it in this browser. */
  fromLink?: true;
}

const find = (list: readonly Organization[], named: string) => list.find((organization) => organization.id === named || organization.slug === named);

/**
 * The active account. A host's pin wins; then the URL; then the user's last choice; else the
 * personal account. A remembered organisation is acted for at once, with the role it had (the
 * API refuses it if the user left it); a pinned one, or one named by a link, waits for the list,
 * which says the user's role there. Once the list is in, an organisation that is not in it is the
 * personal account, with the reason.
 */
export function decideAccount({ pinned, urlSlug, remembered, list, lastActive = null }: ChoiceInputs): Decision {
  if (pinned === null || list === null) return { active: null };
  if (pinned !== undefined) {
    const found = list ? find(list, pinned) : undefined;
    if (found) return { active: found };
    if (list) return { active: null, notice: { kind: 'notMember' } };
    return { active: undefined };
  }
  const rememberedOrganization = remembered?.kind === 'organization' ? remembered.organization : null;
  if (urlSlug) {
    const found = list ? find(list, urlSlug) : rememberedOrganization?.slug === urlSlug ? rememberedOrganization : undefined;
    if (found) return rememberedOrganization?.id === found.id ? { active: found } : { active: found, fromLink: true };
    // The organisation the user acted for, gone from their list: removed (or deleted), said by its name.
    const actedFor = [rememberedOrganization, lastActive].find((organization) => organization?.slug === urlSlug);
    if (list) return { active: null, notice: actedFor ? { kind: 'removed', organization: actedFor.name } : { kind: 'notMember' } };
    return { active: undefined };
  }
  if (!rememberedOrganization) return { active: null };
  if (!list) return { active: rememberedOrganization };
  const current = find(list, rememberedOrganization.id);
  return current ? { active: current } : { active: null, notice: { kind: 'removed', organization: rememberedOrganization.name } };
}

/** Reads a remembered choice; anything unreadable is none. */
export function parseRemembered(text: string | null): RememberedChoice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as RememberedChoice;
    if (value.kind === 'personal') return value;
    if (value.kind === 'organization' && typeof value.organization?.id === 'string' && typeof value.organization.slug === 'string') return value;
  } catch {
    // Not ours, or written by an older version: no choice.
  }
  return null;
}

/** The path with the organisation's parameter set (an organisation) or removed (the personal account); the rest of its query and its hash kept. */
export function withOrganization(path: string, slug: string | null): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  if (slug) params.set(ORGANIZATION_PARAM, slug);
  else params.delete(ORGANIZATION_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** What a landing address says an invitation's link did (the provider's `org` and `invitation` parameters): a refusal's notice. */
export function invitationOutcome(search: string): OrganizationNotice | undefined {
  const refusal = new URLSearchParams(search).get('invitation');
  if (refusal === 'seat_limit_reached') return { kind: 'seatsFull' };
  if (refusal && refusal !== 'accepted') return { kind: 'invitationClosed' };
  return undefined;
}

/** The organisation an invitation's link joined (`invitation=accepted` beside its `org`), or null. */
export function joinedByInvitation(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('invitation') === 'accepted' ? params.get(ORGANIZATION_PARAM) : null;
}
