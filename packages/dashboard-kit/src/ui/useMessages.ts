import { useMemo } from 'react';
import { useDashboard } from '../context/context';
import type { CompleteCatalogue, MessageSection } from '../i18n/messages';

/**
 * A section of the active language's texts, English filling whatever it lacks. The caller passes
 * the section's English (from i18n/en/), so those texts ship with the widget that shows them and
 * no other: the provider holds English's shared words and errors alone.
 * @example const t = useMessages('keys', keysEn);
 */
export function useMessages<Section extends MessageSection>(section: Section, english: CompleteCatalogue[Section]): CompleteCatalogue[Section] {
  const active = useDashboard().messages[section];
  return useMemo(() => (active ? { ...english, ...active } : english), [active, english]);
}
