import type { ActiveMessages } from '../i18n/messages';
import { DashboardError, ERROR_TEXT_KEYS } from './errors';

/** What a user reads for an error: the text, what caused it where that helps, and for some errors what to do. */
export interface ErrorText {
  text: string;
  /** The words of the error's cause, where the error says what failed and its cause says why ("Failed to fetch directory contents" / "Not found"). */
  detail?: string;
  suggestion?: string;
}

/** The errors that say what to do about them (a widget's own advice is the widget's to add). */
function suggestionOf(error: DashboardError, messages: ActiveMessages): string | undefined {
  return error.code === 'UNAUTHORIZED' ? messages.apiErrorSuggestions.UNAUTHORIZED : undefined;
}

/** A thrown value the kit did not raise (a host's callback, a library), worded as the value says: a string, an Error's message, another object as it is. */
function foreignText(thrown: unknown): string | undefined {
  if (typeof thrown === 'string') return thrown || undefined;
  if (thrown instanceof Error) return thrown.message || undefined;
  if (thrown && typeof thrown === 'object') {
    const message = (thrown as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : JSON.stringify(thrown);
  }
  return undefined;
}

/**
 * The one way an error becomes words: the kit's own by its code in the active catalogue's section
 * (English, the error's message, where a catalogue lacks it), anything else by what it says, and
 * `fallback` (the catalogue's unexpected error by default) where it says nothing. Views call it
 * through `useErrorText`.
 */
export function errorText(error: unknown, messages: ActiveMessages, fallback: string = messages.apiErrors.UNKNOWN_ERROR): ErrorText {
  if (!(error instanceof DashboardError)) return { text: foreignText(error) ?? fallback };
  const section = messages[error.section] as Record<string, string> | undefined;
  const cause = error.cause instanceof DashboardError && error.section !== 'apiErrors' ? errorText(error.cause, messages).text : undefined;
  const suggestion = suggestionOf(error, messages);
  return { text: section?.[ERROR_TEXT_KEYS[error.code] ?? error.code] ?? error.message, ...(cause ? { detail: cause } : {}), ...(suggestion ? { suggestion } : {}) };
}
