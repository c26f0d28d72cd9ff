import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from './useBrowserValue';

/** How long 'copied' shows. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Copies text and remembers which item was copied for 2 s. `supported` is false where the
 * Clipboard API is missing (copy buttons are then not shown); a failed copy is only logged.
 */
const noSubscription = () => () => undefined;
// As a page painted from HTML assumes it: every current browser offers the API on a secure page.
// Where one does not (plain HTTP), the buttons go once hydrated; assumed missing, they would
// arrive after the paint everywhere else and move what is below them.
const assumedSupported = () => true;
const clipboardSupported = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

export function useCopyToClipboard() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // As rendered on a server while the provider hydrates that HTML.
  const supported = useBrowserValue(noSubscription, clipboardSupported, assumedSupported);
  const copy = useCallback(async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
      return true;
    } catch (error) {
      console.error('Failed to copy to clipboard', error);
      return false;
    }
  }, []);
  return { supported, copied, copy };
}
