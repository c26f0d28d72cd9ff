import { useMemo } from 'react';
import { keyCapsEn, type KeyCapMessages } from '../../i18n/key-cap-messages';
import { useDashboard } from '../../context/context';

/** The key caps' texts: the active catalogue's where it carries them, else English (shipped with the keys panel). */
export function useKeyCapMessages(): KeyCapMessages {
  const { messages } = useDashboard();
  return useMemo(() => ({ ...keyCapsEn, ...messages.keyCaps }), [messages.keyCaps]);
}
