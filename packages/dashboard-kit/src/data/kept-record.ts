// No browser globals, and only keys.ts (itself without imports) imported: the head script
// (data/early-requests-runtime.ts) bundles this file to reveal a returning user's page from the
// access record their last visit kept.
import { keptKeyParts } from './keys.ts';

/** Whose answers are kept: the build that kept them, the API they came from, the user they belong to. */
export interface KeptOwner {
  build: string;
  api: string;
  user: string;
}

/** One kept answer: its query key below the provider's part (`[user, account, resource, ...]`) and its data. */
export interface KeptAnswer {
  key: readonly unknown[];
  data: unknown;
}

export interface KeptRecord extends KeptOwner {
  answers: KeptAnswer[];
}

/** The kept answers for `owner`, from storage's raw value; none when they are another user's, build's or API's, or unreadable. */
export function keptAnswersFor(stored: string | null, owner: KeptOwner): KeptAnswer[] {
  try {
    const record = (stored === null ? null : parseKept(stored)) as Partial<KeptRecord> | null;
    if (!record || record.build !== owner.build || record.api !== owner.api || record.user !== owner.user || !Array.isArray(record.answers)) return [];
    // Each key is the user's own: an answer filed under anyone else is not theirs to see.
    return record.answers.filter((answer) => Array.isArray(answer?.key) && keptKeyParts(answer.key).user === owner.user && answer.data !== undefined);
  } catch {
    return [];
  }
}

/** Storage's raw value, with the dates the writer tagged (`{ $date }`) made dates again. */
function parseKept(stored: string): unknown {
  return JSON.parse(stored, (_key, value: unknown) => {
    const date = (value as { $date?: unknown } | null)?.$date;
    return value && typeof value === 'object' && typeof date === 'number' && Object.keys(value).length === 1 ? new Date(date) : value;
  });
}
