import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { focusRing } from './focus';
import { useDashboard } from '../context/context';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
}

const List = styled.div<{ $vertical: boolean }>`
  display: flex;
  gap: 4px;
  ${({ $vertical }) =>
    $vertical
      ? css`
          flex-direction: column;
        `
      : css`
          overflow-x: auto;
          scrollbar-width: thin;
          border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
        `}
`;

const Tab = styled.button<{ $vertical: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
  padding: 8px 12px;
  border: none;
  border-radius: ${({ theme }) => theme.borderRadius};
  background: transparent;
  color: ${({ theme }) => theme.colorTextMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-align: start;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colorText};
    background: ${({ theme }) => theme.colorSurfaceMuted};
    ${({ $vertical, theme }) => ($vertical ? `box-shadow: inset 3px 0 0 ${theme.colorPrimary};` : `box-shadow: inset 0 -2px 0 ${theme.colorPrimary};`)}
  }
  ${focusRing}
`;

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** WAI-ARIA tabs with a roving tab index: arrows move, Home and End jump; selection follows focus. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, orientation = 'horizontal', idPrefix }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const vertical = orientation === 'vertical';
  // Right to left, the next tab is to the left.
  const { dir } = useDashboard();
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const previous = vertical ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next = vertical ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    let target: number | undefined;
    if (event.key === next) target = (index + 1) % tabs.length;
    else if (event.key === previous) target = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} aria-orientation={orientation} $vertical={vertical} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          ref={(element) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          }}
          role="tab"
          type="button"
          id={tabId(idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          // Only the selected tab's panel is rendered: the others control nothing yet.
          aria-controls={tab.id === selected ? panelId(idPrefix, tab.id) : undefined}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          $vertical={vertical}
        >
          {tab.icon ? <span aria-hidden="true">{tab.icon}</span> : null}
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
