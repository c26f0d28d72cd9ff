import { en, type ActiveMessages, type MessageSection } from '../packages/dashboard-kit/src/i18n/messages';

/** Where each English catalogue text lives, so a story's sample text can be found in another catalogue. */
const PLACES = new Map<string, [MessageSection, string]>();
for (const [section, texts] of Object.entries(en)) {
  for (const [key, text] of Object.entries(texts)) if (!PLACES.has(text)) PLACES.set(text, [section as MessageSection, key]);
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value);

/**
 * A design-system story's args in the toolbar's language: each string that is an English
 * catalogue text (a label, a hint, an option) becomes that text in `messages`; others stay.
 */
export function translateArgs<T>(value: T, messages: ActiveMessages): T {
  if (typeof value === 'string') {
    const place = PLACES.get(value);
    return (place ? (messages[place[0]] as Record<string, string> | undefined)?.[place[1]] ?? value : value) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => translateArgs(item, messages)) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translateArgs(item, messages)])) as T;
  return value;
}
