import { useMemo } from 'react';
import { spendEn, type SpendMessages } from '../../../i18n/spend-messages';
import { useDashboard } from '../../../context/context';

/** Spend control's texts: the active catalogue's where it carries them, else English (shipped with these parts). */
export function useSpendMessages(): SpendMessages {
  const { messages } = useDashboard();
  return useMemo(() => ({ ...spendEn, ...messages.spend }), [messages.spend]);
}
