/** The user_metadata fields the dashboard reads. */
export interface ProfileMetadata {
  full_name?: string | null;
  name?: string | null;
  display_name?: string | null;
  country?: string | null;
  how_found_us?: string | null;
  user_type?: string | null;
  company_name?: string | null;
  role_description?: string | null;
  phone_number?: string | null;
  phone?: string | null;
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** full_name, falling back to name, then display_name. */
export function profileName(metadata: ProfileMetadata | null | undefined): string | undefined {
  if (!metadata) return undefined;
  return [metadata.full_name, metadata.name, metadata.display_name].find(filled)?.trim();
}

/**
 * Profile completeness: incomplete when name, country, how_found_us,
 * user_type or role_description is missing or blank, or company_name is missing for a
 * business.
 */
export function isProfileComplete(metadata: ProfileMetadata | null | undefined): boolean {
  if (!metadata) return false;
  const required = [profileName(metadata), metadata.country, metadata.how_found_us, metadata.user_type, metadata.role_description];
  if (!required.every(filled)) return false;
  return metadata.user_type !== 'business' || filled(metadata.company_name);
}

/** The display name shows only if it differs from the email and is not 'User'. */
export function displayNameToShow(name: string | undefined, email: string | undefined): string | undefined {
  if (!name || name === 'User' || name === email) return undefined;
  return name;
}

/** The avatar's letter: the first letter of the name, else of the email. */
export function avatarInitial(name: string | undefined, email: string | undefined): string {
  const source = (name ?? '').trim() || (email ?? '').trim();
  return source ? source.charAt(0).toUpperCase() : '?';
}

/** The flag a sign-up leaves for the profile wizard that follows it (kept in local storage). */
export const JUST_SIGNED_UP_KEY = 'justSignedUp';
