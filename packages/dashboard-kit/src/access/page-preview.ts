// Imports with their extension, no browser globals at import: the head script
// (data/early-requests-runtime.ts) bundles this file, and the host's build reads it in Node.
import { readAccessRecord } from '../api/schemas/access-record.ts';
import { assuranceOf } from '../auth/assurance.logic.ts';
import type { AuthSession } from '../auth/types.ts';
import { PREVIEW_ATTRIBUTE } from './preview-attribute.ts';
import { decideRoute } from './guard.table.ts';
import { isProfileComplete, type ProfileMetadata } from './profile.ts';

/** The access check's answer, as the head script received it. */
export interface AccessAnswer {
  /** Its HTTP status. */
  status: number;
  /** Its body, as text. */
  body: string;
}

/**
 * Whether the page at `path` may show for the stored `session`, once the access check has
 * answered: the route guard's own rules (decideRoute), read from the same record the kit will
 * read, so the head script reveals exactly what the app would render. Any answer but a
 * well-formed record keeps the page hidden, and the app decides.
 */
export function previewShows(path: string, location: string, session: AuthSession, answer: AccessAnswer): boolean {
  if (answer.status !== 200) return false;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return false;
  }
  return recordShows(path, location, session, body);
}

/** previewShows for a record already read as JSON (the one the user's last visit kept). */
export function recordShows(path: string, location: string, session: AuthSession, body: unknown): boolean {
  const record = readAccessRecord(body);
  if (!record) return false;
  const decision = decideRoute({
    path,
    location,
    session: 'signed-in',
    access: { status: 'ready', record },
    profileComplete: isProfileComplete(session.user.user_metadata as ProfileMetadata | undefined),
    secondStepDue: assuranceOf(session.access_token, session.user.factors) === 'second-step-due',
  });
  return decision.kind === 'render';
}

/** Lets every prerendered page under `root` paint: from here on it is what the app shows. */
export function revealPreview(root: ParentNode): void {
  root.querySelectorAll(`[${PREVIEW_ATTRIBUTE}]`).forEach((element) => element.removeAttribute(PREVIEW_ATTRIBUTE));
}
