import type { Messages } from '../i18n/messages';
import { CheckoutError, DashboardApiError, FileBrowserError, messageOf } from './errors';

/** What a user reads for an error: the text, and for some errors what to do about it. */
export interface ErrorText {
  text: string;
  suggestion?: string;
}

/**
 * The active catalogue's words for an error: the kit's own errors by their code (so a
 * localization reaches them), any other error by its message, else `fallback`.
 */
export function describeError(error: unknown, messages: Messages, fallback: string): ErrorText {
  if (error instanceof DashboardApiError) {
    return { text: messages.apiErrors[error.code], ...(error.code === 'UNAUTHORIZED' ? { suggestion: messages.apiErrorSuggestions.UNAUTHORIZED } : {}) };
  }
  if (error instanceof FileBrowserError) return { text: messages.files.fetchFailed, suggestion: messages.files.suggestion };
  if (error instanceof CheckoutError) return { text: messages.credits[error.failure] };
  return { text: messageOf(error, fallback) };
}
