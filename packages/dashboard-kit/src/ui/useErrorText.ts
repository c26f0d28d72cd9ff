import { useCallback } from 'react';
import { errorText, type ErrorSectionTexts, type ErrorText } from '../api/error-text';
import { useDashboard } from '../context/context';

/**
 * Turns an error from the kit's hooks into what the user reads, in the provider's messages
 * (`localization` included): the kit's own errors by their code, anything else by what it says,
 * else `fallback` (the catalogue's unexpected error). A widget's own codes are worded in its
 * section: pass that section's texts (`english`, as `useMessages` gives them) where the view words
 * them, since the provider holds only the API's. Inside `DashboardProvider`.
 * @example
 * const errorText = useErrorText();
 * const { error } = useCreditBalance();
 * if (error) return <p role="alert">{errorText(error).text}</p>;
 * @example
 * const t = useMessages('organizations', organizationsEn);
 * const errorText = useErrorText({ organizations: t });
 */
export function useErrorText(english?: ErrorSectionTexts): (error: unknown, fallback?: string) => ErrorText {
  const { messages } = useDashboard();
  // The same function while the messages (and the sections object passed) are the same.
  return useCallback((error: unknown, fallback?: string) => errorText(error, messages, fallback, english), [messages, english]);
}
