import { describe, expect, it } from 'vitest';
import type { Organization } from '../api/schemas/organizations';
import { decideAccount, invitationOutcome, joinedByInvitation, parseRemembered, withOrganization, type ChoiceInputs } from './organization-choice.logic';

const org = (id: string, slug: string, name = slug): Organization => ({
  id,
  slug,
  name,
  role: 'developer',
  permissions: ['read', 'keys:write'],
  created_at: '2026-01-01T00:00:00Z',
  seat_limit: 10,
  require_two_step: false,
  member_count: 3,
});
const ACME = org('11111111-1111-4111-8111-111111111111', 'acme', 'Acme');
const GLOBEX = org('22222222-2222-4222-8222-222222222222', 'globex', 'Globex');
const none: ChoiceInputs = { pinned: undefined, urlSlug: null, remembered: null, list: undefined };

describe('the active account', () => {
  it('is the personal account with no choice, pin or link, and sends for no list', () => {
    expect(decideAccount(none)).toEqual({ active: null });
  });

  it('acts at once for the organisation the user chose last, before the list arrives', () => {
    expect(decideAccount({ ...none, remembered: { kind: 'organization', organization: ACME } })).toEqual({ active: ACME });
  });

  it('returns to the personal account, saying why, when the list no longer holds the remembered organisation', () => {
    expect(decideAccount({ ...none, remembered: { kind: 'organization', organization: ACME }, list: [GLOBEX] })).toEqual({
      active: null,
      notice: { kind: 'removed', organization: 'Acme' },
    });
  });

  it('takes the current record of the remembered organisation from the list (a new role shows at once)', () => {
    const promoted = { ...ACME, role: 'admin' as const };
    expect(decideAccount({ ...none, remembered: { kind: 'organization', organization: ACME }, list: [promoted] }).active).toBe(promoted);
  });

  it('follows a link’s org over the remembered choice, waiting for the list to know a slug it has not seen, and says it came from the link', () => {
    expect(decideAccount({ ...none, urlSlug: 'globex', remembered: { kind: 'organization', organization: ACME } })).toEqual({ active: undefined });
    expect(decideAccount({ ...none, urlSlug: 'globex', remembered: { kind: 'organization', organization: ACME }, list: [ACME, GLOBEX] })).toEqual({ active: GLOBEX, fromLink: true });
    expect(decideAccount({ ...none, urlSlug: 'globex', remembered: { kind: 'personal' }, list: [ACME, GLOBEX] })).toEqual({ active: GLOBEX, fromLink: true });
    // The organisation the user chose in this browser, named in the address: no news.
    expect(decideAccount({ ...none, urlSlug: 'acme', remembered: { kind: 'organization', organization: ACME } })).toEqual({ active: ACME });
    expect(decideAccount({ ...none, urlSlug: 'acme', remembered: { kind: 'organization', organization: ACME }, list: [ACME, GLOBEX] })).toEqual({ active: ACME });
  });

  it('shows the personal account, saying so, for a link to an organisation the user is not in', () => {
    expect(decideAccount({ ...none, urlSlug: 'initech', list: [ACME] })).toEqual({ active: null, notice: { kind: 'notMember' } });
  });

  it('names the organisation the user acted for when the address still names it but the list no longer does', () => {
    expect(decideAccount({ ...none, urlSlug: 'acme', remembered: { kind: 'organization', organization: ACME }, list: [GLOBEX] })).toEqual({
      active: null,
      notice: { kind: 'removed', organization: 'Acme' },
    });
  });

  it('lets a host pin an organisation by id or slug (acted for once the list names it, with the role), or the personal account', () => {
    expect(decideAccount({ ...none, pinned: ACME.id })).toEqual({ active: undefined });
    expect(decideAccount({ ...none, pinned: ACME.id, list: [ACME] })).toEqual({ active: ACME });
    expect(decideAccount({ ...none, pinned: 'acme' })).toEqual({ active: undefined });
    expect(decideAccount({ ...none, pinned: 'acme', list: [ACME] })).toEqual({ active: ACME });
    expect(decideAccount({ ...none, pinned: null, urlSlug: 'acme', list: [ACME] })).toEqual({ active: null });
  });

  it('is the personal account where the API has no organisations (its list answers 404)', () => {
    expect(decideAccount({ ...none, urlSlug: 'acme', remembered: { kind: 'organization', organization: ACME }, list: null })).toEqual({ active: null });
  });
});

describe('the remembered choice', () => {
  it('reads what the kit wrote, and nothing else', () => {
    expect(parseRemembered(JSON.stringify({ kind: 'organization', organization: ACME }))).toEqual({ kind: 'organization', organization: ACME });
    expect(parseRemembered('{"kind":"personal"}')).toEqual({ kind: 'personal' });
    for (const text of [null, '', 'acme', '{"kind":"organization"}', '[]']) expect(parseRemembered(text)).toBeNull();
  });
});

describe('an address in an account', () => {
  it('names the organisation in the query, keeping the rest, and drops it for the personal account', () => {
    expect(withOrganization('/api-keys', 'acme')).toBe('/api-keys?org=acme');
    expect(withOrganization('/account?tab=credits#top', 'acme')).toBe('/account?tab=credits&org=acme#top');
    expect(withOrganization('/logs?org=acme&key=jk_1', null)).toBe('/logs?key=jk_1');
    expect(withOrganization('/logs?org=acme', 'globex')).toBe('/logs?org=globex');
  });

  it('reads what an invitation’s link did', () => {
    expect(invitationOutcome('?action=update_password&invitation=invitation_closed')).toEqual({ kind: 'invitationClosed' });
    expect(invitationOutcome('?invitation=seat_limit_reached')).toEqual({ kind: 'seatsFull' });
    expect(invitationOutcome('?org=acme')).toBeUndefined();
    expect(invitationOutcome('?org=acme&invitation=accepted')).toBeUndefined();
    expect(joinedByInvitation('?action=update_password&org=acme&invitation=accepted')).toBe('acme');
    expect(joinedByInvitation('?org=acme')).toBeNull();
    expect(joinedByInvitation('?invitation=accepted')).toBeNull();
  });
});
