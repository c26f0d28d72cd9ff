import { useDashboard } from '../packages/dashboard-kit/src/context/context';
import { translateArgs } from './translate-args';

/** A story's sample text from the English catalogue, in the toolbar's language (JSX, where args cannot reach). */
export function Translated({ children }: { children: string }) {
  const { messages } = useDashboard();
  return translateArgs(children, messages);
}

/** The same for a text a story passes as a prop. */
export function useSampleText(): (text: string) => string {
  const { messages } = useDashboard();
  return (text) => translateArgs(text, messages);
}
