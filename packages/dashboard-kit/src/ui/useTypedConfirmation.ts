import { useState } from 'react';

/** Whether what was typed confirms `expected`: the same text, the spaces around it and letter case aside. */
export function confirmsTyped(typed: string, expected: string): boolean {
  return expected !== '' && typed.trim().toLowerCase() === expected.toLowerCase();
}

/**
 * A type-to-confirm field before something is deleted for good (an account by its email address,
 * an organisation by its address): what was typed, and whether it confirms `expected`.
 */
export function useTypedConfirmation(expected: string) {
  const [typed, setTyped] = useState('');
  return { typed, setTyped, confirmed: confirmsTyped(typed, expected), reset: () => setTyped('') } as const;
}
