import { useCallback } from 'react';
import { errorText, type ErrorText } from '../api/error-text';
import { useDashboard } from '../context/context';

/**
 * Turns an error from the kit's hooks into what the user reads, in the provider's messages
 * (`localization` included): the kit's own errors by their code, anything else by what it says,
 * else `fallback` (the catalogue's unexpected error). Inside `DashboardProvider`.
 * @example
 * const errorText = useErrorText();
 * const { error } = useCreditBalance();
 * if (error) return <p role="alert">{errorText(error).text}</p>;
 */
export function useErrorText(): (error: unknown, fallback?: string) => ErrorText {
  const { messages } = useDashboard();
  return useCallback((error: unknown, fallback?: string) => errorText(error, messages, fallback), [messages]);
}
