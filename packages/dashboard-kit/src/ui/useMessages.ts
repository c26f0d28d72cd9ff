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

/**
 * One text of a section, the active language's or else `english`: for a part that shows a single
 * text of a section whose other texts it should not ship (the account's tab list names the
 * Security tab, whose texts come with that tab).
 */
export function useMessage<Section extends MessageSection, Key extends keyof CompleteCatalogue[Section]>(
  section: Section,
  key: Key,
  english: CompleteCatalogue[Section][Key],
): CompleteCatalogue[Section][Key] {
  const active = useDashboard().messages[section] as Partial<CompleteCatalogue[Section]> | undefined;
  return active?.[key] ?? english;
}
