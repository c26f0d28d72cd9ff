import { useCallback, useState } from 'react';

/**
 * A form's draft, the one way the kit keeps one: what the user typed over what is saved, field by
 * field. A field not touched shows the saved value, and follows it when the saved value changes
 * (another tab, a refetch); `reset` drops what was typed once it is saved.
 * @example
 * const draft = useFormDraft({ name: organization.name, slug: organization.slug });
 * <TextField value={draft.values.name} onChange={(event) => draft.set('name', event.target.value)} />
 */
export function useFormDraft<Values extends object>(saved: Values) {
  const [typed, setTyped] = useState<Partial<Values>>({});
  const set = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => setTyped((current) => ({ ...current, [field]: value })), []);
  const reset = useCallback(() => setTyped({}), []);
  return { values: { ...saved, ...typed } as Values, set, reset };
}
