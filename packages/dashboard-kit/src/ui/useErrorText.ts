import { useCallback } from 'react';
import { useDashboard } from '../context/context';
import { describeError, type ErrorText } from '../api/error-text';

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
  return useCallback((error: unknown) => describeError(error, messages, messages.apiErrors.UNKNOWN_ERROR), [messages]);
}
