import { useCallback } from 'react';
import { describeError, type ErrorText } from '../api/error-text';
import { CheckoutError, FileBrowserError } from '../api/errors';
import { useDashboard } from '../context/context';
import { creditsEn } from '../i18n/en/credits';
import { filesEn } from '../i18n/en/files';
import { useMessages } from './useMessages';

/**
 * Turns an error from the kit's hooks into what the user reads, in the provider's messages
 * (`localization` included): an API error by its code, a file or checkout error by its kind,
 * anything else by its own message. Inside `DashboardProvider`.
 * @example
 * const errorText = useErrorText();
 * const { error } = useCreditBalance();
 * if (error) return <p role="alert">{errorText(error).text}</p>;
 */
export function useErrorText(): (error: unknown) => ErrorText {
  const { messages } = useDashboard();
  const files = useMessages('files', filesEn);
  const credits = useMessages('credits', creditsEn);
  return useCallback(
    (error: unknown): ErrorText => {
      if (error instanceof FileBrowserError) return { text: files.fetchFailed, suggestion: files.suggestion };
      if (error instanceof CheckoutError) return { text: credits[error.failure] };
      return describeError(error, messages, messages.apiErrors.UNKNOWN_ERROR);
    },
    [messages, files, credits],
  );
}
