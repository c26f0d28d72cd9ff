import { useEffect, useRef } from 'react';

/**
 * A question that replaces the button asking it (sign out elsewhere, disconnect): while it is
 * asked, focus goes to its answer; once it is gone, back to the button that asked it, so a
 * keyboard user is never left on the page.
 */
export function useQuestionFocus(asked: boolean) {
  const askRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLButtonElement>(null);
  const wasAsked = useRef(false);
  useEffect(() => {
    if (asked && !wasAsked.current) answerRef.current?.focus();
    else if (!asked && wasAsked.current) askRef.current?.focus();
    wasAsked.current = asked;
  }, [asked]);
  return { askRef, answerRef };
}
