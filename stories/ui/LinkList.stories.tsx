import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from '../../packages/dashboard-kit/src/ui/ExternalLink';
import { LinkList } from '../../packages/dashboard-kit/src/ui/LinkList';
import { Translated } from '../Translated';

const meta = { title: 'Design system/LinkList', component: LinkList } satisfies Meta<typeof LinkList>;

export default meta;

/**
 * External links as the legal page lists them: each opens a new tab without `window.opener`
 * and says so to screen readers (a visually hidden suffix).
 */
export const ExternalLinks: StoryObj<typeof meta> = {
  render: () => (
    <LinkList>
      <li>
        <ExternalLink href="https://example.com/legal"><Translated>Legal documentation</Translated></ExternalLink>
      </li>
      <li>
        <ExternalLink href="https://example.com/imprint"><Translated>Imprint</Translated></ExternalLink>
      </li>
      <li>
        <ExternalLink href="https://example.com/privacy"><Translated>Data privacy</Translated></ExternalLink>
      </li>
    </LinkList>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Imprint (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByText('Imprint')).toBeVisible();
  },
};
