import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UntrustedText } from '../../packages/dashboard-kit/src/ui/UntrustedText';

/** Names and messages from outside (keys, files, profiles, links): text only, isolated, never wider than their box. */
const meta = {
  title: 'Design system/UntrustedText',
  component: UntrustedText,
  decorators: [(Story) => <div style={{ width: 280, border: '1px dashed #94a3b8', padding: 8 }}><p style={{ margin: 0 }}>Key: <Story /> (active)</p></div>],
  args: { children: '<img src=x onerror="alert(1)"> Production' },
} satisfies Meta<typeof UntrustedText>;
export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (canvas: HTMLElement) => canvas.querySelector('bdi');

/** Markup shows as the characters it is made of. */
export const Markup: Story = {
  play: async ({ canvasElement }) => {
    await expect(textOf(canvasElement)?.textContent).toBe('<img src=x onerror="alert(1)"> Production');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A right-to-left override reverses only the name itself, never the "(active)" after it. */
export const RightToLeftOverride: Story = {
  args: { children: 'invoice\u202Egpj.exe' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(textOf(canvasElement)!).unicodeBidi).toBe('isolate');
  },
};

/** A 10,000-character name breaks anywhere and stops after two lines. */
export const LongClamped: Story = {
  args: { children: 'x'.repeat(10_000), $lines: 2 },
  play: async ({ canvasElement }) => {
    const text = textOf(canvasElement)!;
    await expect(text.textContent).toHaveLength(10_000);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    // Two lines of text, where an unclamped name would run to hundreds.
    await expect(text.getBoundingClientRect().height).toBeLessThan(3 * parseFloat(getComputedStyle(text).fontSize));
  },
};
