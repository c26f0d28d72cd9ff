import { randomToken } from '../auth/crypto';

/** An organisation's address in URLs: 2 to 40 lower-case letters, digits and single dashes, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Addresses that read as the provider's own or as a page of the dashboard: an organisation called
 * `admin` or `support` would lend a phishing link the provider's voice.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'api', 'app', 'auth', 'billing', 'dashboard', 'docs', 'help', 'login', 'logout', 'new', 'official',
  'organization', 'organisation', 'personal', 'root', 'sandbox', 'security', 'settings', 'signin', 'signup', 'staff', 'status',
  'support', 'system', 'team', 'www', 'jua', 'jua-ai',
]);

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug);

/**
 * A slug from a name ("Müller & Söhne GmbH" is `muller-sohne-gmbh`); a name with too few letters
 * gets a random one, and one that makes a reserved address takes a suffix (`support-org`).
 */
export function slugFrom(name: string): string {
  const slug = letterSlug(name);
  return isReservedSlug(slug) ? `${slug}-org` : slug;
}

function letterSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return SLUG_PATTERN.test(slug)
    ? slug
    : `org-${randomToken(6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '0')}`;
}
