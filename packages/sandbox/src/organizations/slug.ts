import { randomToken } from '../auth/crypto';

/** An organisation's address in URLs: 2 to 40 lower-case letters, digits and single dashes, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name ("Müller & Söhne GmbH" is `muller-sohne-gmbh`); a name with too few letters gets a random one. */
export function slugFrom(name: string): string {
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
