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
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { LineIcon } from '../../ui/LineIcon';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { SHELL_ICONS } from './icons';

const Panel = styled(WidgetRoot)`
  z-index: 920;
  min-width: 240px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  box-shadow: 0 8px 24px rgba(8, 12, 20, 0.18);
  outline: none;
`;

const Email = styled.p`
  margin: 0;
  padding: 8px 10px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colorTextMuted};
  overflow-wrap: anywhere;
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    outline: none;
  }
  & .dk-external {
    margin-inline-start: auto;
    display: inline-flex;
  }
`;

export interface ProfileMenuEntry {
  id: string;
  label: string;
  run: () => void;
  external?: boolean;
}

export interface ProfileMenuPanelProps {
  /** The menu's id, which its button names in `aria-controls`. */
  id: string;
  /** The menu button: the panel sits below it and gives it focus back on close. */
  reference: HTMLElement | null;
  label: string;
  email: string;
  entries: readonly ProfileMenuEntry[];
  /** Which item takes focus as the menu opens (ArrowUp on the button: the last); the only one in the tab order. */
  initialFocus: number;
  onClose: () => void;
}

/**
 * The open profile menu: floating-ui places it, moves through its items with the arrow keys,
 * closes it on Escape, an outside press or focus leaving it, and returns focus to the button.
 * A chunk of its own (with @floating-ui/react, 20 KB gzip): a signed-in page renders without it.
 */
export default function ProfileMenuPanel({ id, reference, label, email, entries, initialFocus, onClose }: ProfileMenuPanelProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(initialFocus);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const emailId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
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
    <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={0}>
      {/* eslint-disable-next-line react-hooks/refs -- floating-ui's refs.setFloating is a callback setter, not a read of a ref during render. */}
      <Panel ref={refs.setFloating} style={floatingStyles}>
        <Email id={emailId}>{email}</Email>
        <div id={id} role="menu" aria-label={label} aria-describedby={emailId} {...getFloatingProps()}>
          {entries.map((entry, index) => (
            <MenuItem
              key={entry.id}
              type="button"
              role="menuitem"
              tabIndex={(activeIndex ?? 0) === index ? 0 : -1}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              {...getItemProps({
                onClick: () => {
                  onClose();
                  entry.run();
                },
              })}
            >
              {entry.label}
              {entry.external ? (
                <span className="dk-external">
                  <LineIcon d={SHELL_ICONS.external} size={14} mirrored />
                </span>
              ) : null}
            </MenuItem>
          ))}
        </div>
      </Panel>
    </FloatingFocusManager>
  );
}
