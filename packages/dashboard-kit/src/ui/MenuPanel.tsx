import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { EXTERNAL_ICON, LineIcon } from './LineIcon';
import { WidgetRoot } from './WidgetRoot';

const Panel = styled(WidgetRoot)`
  z-index: 920;
  min-width: 200px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  box-shadow: 0 8px 24px rgba(8, 12, 20, 0.18);
  outline: none;
`;

const Header = styled.p`
  margin: 0;
  padding: 8px 10px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colorTextMuted};
  overflow-wrap: anywhere;
`;

const MenuItem = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colorDanger : theme.colorText)};
  font: inherit;
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    outline: none;
  }
  & .dk-external,
  & .dk-check {
    margin-inline-start: auto;
    display: inline-flex;
  }
  & .dk-detail {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.colorTextMuted};
  }
  &:has(.dk-detail) {
    padding-block: 6px;
  }
`;

const CHECK_ICON = 'M5 12l5 5L20 7';

export interface MenuEntry {
  id: string;
  label: string;
  run: () => void;
  /** Opens a new tab: an arrow says so. */
  external?: boolean;
  /** Destroys something (Delete): in the danger colour. */
  danger?: boolean;
  /** One of a set of choices (the account acted for): a radio item, checked when it is the current one. */
  checked?: boolean;
  /** A second, quieter line (an organisation's role). */
  detail?: string;
}

export interface MenuPanelProps {
  /** The menu's id, which its button names in `aria-controls`. */
  id: string;
  /** The menu button: the panel sits below it and gives it focus back on close. */
  reference: HTMLElement | null;
  label: string;
  /** A line above the items that describes the menu (the profile menu's email). */
  header?: ReactNode;
  entries: readonly MenuEntry[];
  /** Which item takes focus as the menu opens (ArrowUp on the button: the last); the only one in the tab order. */
  initialFocus: number;
  onClose: () => void;
}

/**
 * An open menu: floating-ui places it below its button (above, where there is no room), moves
 * through its items with the arrow keys, and closes it on Escape (focus back on the button), an
 * outside press, focus leaving it, or a choice (focus on the button, then the choice runs). A chunk of its own (with @floating-ui/react, 20 KB gzip):
 * a page renders without it (MenuButton fetches it after the first paint).
 */
export default function MenuPanel({ id, reference, label, header, entries, initialFocus, onClose }: MenuPanelProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(initialFocus);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const headerId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (open) return;
      // Escape gives focus back to the button; a press elsewhere or Tab leaves it where it went.
      if (reason === 'escape-key') reference?.focus();
      onClose();
    },
    elements: { reference },
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, { listRef: itemRefs, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  return (
    <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={0} returnFocus={false}>
      {/* eslint-disable-next-line react-hooks/refs -- floating-ui's refs.setFloating is a callback setter, not a read of a ref during render. */}
      <Panel ref={refs.setFloating} style={floatingStyles}>
        {header ? <Header id={headerId}>{header}</Header> : null}
        <div id={id} role="menu" aria-label={label} aria-describedby={header ? headerId : undefined} {...getFloatingProps()}>
          {entries.map((entry, index) => (
            <MenuItem
              key={entry.id}
              type="button"
              role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={entry.checked}
              $danger={entry.danger ?? false}
              tabIndex={(activeIndex ?? 0) === index ? 0 : -1}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              {...getItemProps({
                onClick: () => {
                  // Focus is back on the button before the choice runs: a dialog it opens then
                  // takes focus from there, and gives it back there when it closes.
                  reference?.focus();
                  onClose();
                  entry.run();
                },
              })}
            >
              {entry.detail ? (
                <span>
                  {entry.label}
                  <span className="dk-detail">{entry.detail}</span>
                </span>
              ) : (
                entry.label
              )}
              {entry.checked ? (
                <span className="dk-check">
                  <LineIcon d={CHECK_ICON} size={14} />
                </span>
              ) : null}
              {entry.external ? (
                <span className="dk-external">
                  <LineIcon d={EXTERNAL_ICON} size={14} mirrored />
                </span>
              ) : null}
            </MenuItem>
          ))}
        </div>
      </Panel>
    </FloatingFocusManager>
  );
}
