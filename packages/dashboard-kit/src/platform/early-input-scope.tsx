import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from './browser-value';

const EarlyInputHeld = createContext(false);

/**
 * Around a part prerendered into a page that carries the early-input script (EARLY_INPUT_SCRIPT,
 * inside EARLY_INPUT_ATTRIBUTE): its buttons can be pressed from the first paint, since the
 * script holds a press until the app replays it. Elsewhere, server-rendered buttons stay disabled
 * until hydrated. Render it on the server and in the browser alike.
 */
export function EarlyInputScope({ children }: { children: ReactNode }) {
  return <EarlyInputHeld.Provider value>{children}</EarlyInputHeld.Provider>;
}

/** True where a press reaches its control: hydrated, or prerendered inside an EarlyInputScope. */
export function usePressable(): boolean {
  const held = useContext(EarlyInputHeld);
  return useHydrated() || held;
}
