import { Suspense, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MenuEntry } from './MenuPanel';
import { usePreloadAfterPaint } from './usePreloadAfterPaint';
import { preloadableLazy } from './preloadable-lazy';

// Pure: an app that never renders a menu bundles neither the panel nor floating-ui.
const MenuPanel = /* @__PURE__ */ preloadableLazy(() => import('./MenuPanel'));

export type { MenuEntry };

/** What the menu's button needs: spread it on the button `renderButton` draws. */
export interface MenuButtonProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuButtonOptions {
  /** The menu's accessible name. */
  label: string;
  entries: readonly MenuEntry[];
  /** A line above the items that describes them (the profile menu's email). */
  header?: ReactNode;
  /** Draws the button, with the props it needs spread on it. */
  renderButton: (props: MenuButtonProps) => ReactNode;
}

/**
 * A menu button (WAI-ARIA menu-button pattern): Enter, Space, a click and ArrowDown open the menu
 * on its first item, ArrowUp on its last; Escape, Tab or a choice closes it and focus comes back.
 * The menu renders in place, not in a portal, so Tab leaves it for the next control, and it
 * stays inside a shadow root; its code (ui/MenuPanel.tsx, with floating-ui) is fetched once the
 * page has painted.
 */
export function MenuButton({ label, entries, header, renderButton }: MenuButtonOptions) {
  /**
   * The open menu: the item that takes focus as it opens, and the button it hangs from, taken
   * from the event that opens it (a callback ref setting state would re-render the menu inside
   * the page's first commit, pulling every effect of the page into that task); null while closed.
   */
  const [menu, setMenu] = useState<{ focusAt: number; anchor: HTMLButtonElement } | null>(null);
  const menuId = useId();
  usePreloadAfterPaint(MenuPanel.preload);
  const open = menu !== null;
  // Pressed before the panel's code is here (a press from the page's HTML, replayed as the app starts): opens once it is.
  const openAt = (focusAt: number, anchor: HTMLButtonElement) => MenuPanel.whenLoaded(() => setMenu({ focusAt, anchor }));
  return (
    <>
      {renderButton({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: (event) => {
          if (open) setMenu(null);
          else openAt(0, event.currentTarget);
        },
        onKeyDown: (event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openAt(event.key === 'ArrowUp' ? entries.length - 1 : 0, event.currentTarget);
        },
      })}
      {menu ? (
        <Suspense fallback={null}>
          <MenuPanel id={menuId} reference={menu.anchor} label={label} header={header} entries={entries} initialFocus={menu.focusAt} onClose={() => setMenu(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
