import type { ProviderMessages } from '../i18n/messages';
import { DashboardApiError, messageOf } from './errors';

/** What a user reads for an error: the text, and for some errors what to do about it. */
export interface ErrorText {
  text: string;
  suggestion?: string;
}

/**
 * The active catalogue's words for an error: an API error by its code (so a localization
 * reaches it), any other error by its message, else `fallback`. A file or checkout error is
 * its widget's to word (useErrorText): naming those here would ship their texts everywhere.
 */
export function describeError(error: unknown, messages: ProviderMessages, fallback: string): ErrorText {
  if (error instanceof DashboardApiError) {
    return { text: messages.apiErrors[error.code], ...(error.code === 'UNAUTHORIZED' ? { suggestion: messages.apiErrorSuggestions.UNAUTHORIZED } : {}) };
  }
  return { text: messageOf(error, fallback) };
}
