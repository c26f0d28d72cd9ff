import type { ActiveMessages, SectionTexts } from '../i18n/messages';
import { DashboardError, ERROR_TEXT_KEYS, type WidgetErrorCodes } from './errors';

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

/** The English of the widget sections whose codes a view words: the provider holds only its own sections, a widget ships its own. */
export type ErrorSectionTexts = { [Section in keyof WidgetErrorCodes]?: Partial<SectionTexts<Section>> };

/** A code's words in a section's texts, if it has them. */
function wordsOf(texts: object | undefined, error: DashboardError): string | undefined {
  return (texts as Record<string, string | undefined> | undefined)?.[ERROR_TEXT_KEYS[error.code] ?? error.code];
}

/**
 * The one way an error becomes words: the kit's own by its code in the active catalogue's section,
 * else (for a widget's code) the service's own words where the spec shows them, else the section's
 * English the view passed (`english`); anything else by what it says; and `fallback` (the
 * catalogue's unexpected error by default) where nothing says it. Views call it through `useErrorText`.
 */
export function errorText(error: unknown, messages: ActiveMessages, fallback: string = messages.apiErrors.UNKNOWN_ERROR, english: ErrorSectionTexts = {}): ErrorText {
  if (!(error instanceof DashboardError)) return { text: foreignText(error) ?? fallback };
  const widget = error.section === 'apiErrors' ? undefined : error.section;
  const text = wordsOf(messages[error.section], error) ?? (widget ? (error.serverMessage ?? wordsOf(english[widget], error)) : undefined) ?? fallback;
  const cause = error.cause instanceof DashboardError && widget ? errorText(error.cause, messages, fallback, english).text : undefined;
  const suggestion = suggestionOf(error, messages);
  return { text, ...(cause ? { detail: cause } : {}), ...(suggestion ? { suggestion } : {}) };
}
