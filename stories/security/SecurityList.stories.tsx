import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDashboard } from '../../packages/dashboard-kit/src/context/context';
import { fill } from '../../packages/dashboard-kit/src/i18n/fill';
import { securityEn } from '../../packages/dashboard-kit/src/i18n/en/security';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';
import { Paragraph } from '../../packages/dashboard-kit/src/ui/layout';
import { Muted, WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { useMessages } from '../../packages/dashboard-kit/src/ui/useMessages';
import { SecurityConfirm, SecurityItem, SecurityItemActions, SecurityItemText, SecurityList } from '../../packages/dashboard-kit/src/widgets/security/SecurityList';

/** What the Security tab's sections lay their entries out with: a list, its entries, and a question that replaced a button. */
const meta = {
  title: 'Widgets/AccountSecurity/SecurityList',
  component: SecurityList,
  decorators: [(Story) => <WidgetRoot><Story /></WidgetRoot>],
} satisfies Meta<typeof SecurityList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries with a name, a detail and an action; a long name wraps inside its entry, the action below it on a phone. */
function Entries() {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const names = ['Work phone', 'A tablet with a name far longer than any screen is wide, to see it wrap'];
  return (
    <SecurityList>
      {names.map((name) => (
        <SecurityItem key={name}>
          <SecurityItemText>
            <span>{name}</span>
            <Muted as="span">dev.personal@example.test</Muted>
          </SecurityItemText>
          <SecurityItemActions>
            <Button variant="secondary" aria-label={fill(t.removeFactorLabel, { name }, locale)}>
              {t.removeFactor}
            </Button>
          </SecurityItemActions>
        </SecurityItem>
      ))}
    </SecurityList>
  );
}

export const WithEntries: Story = {
  render: () => <Entries />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

function Question() {
  const t = useMessages('security', securityEn);
  return (
    <SecurityConfirm role="group" aria-label={t.signOutOthers}>
      <Paragraph>{t.signOutOthersQuestion}</Paragraph>
      <div>
        <Button variant="danger">{t.signOutOthersConfirm}</Button>
        <Button variant="ghost">{t.enrolCancel}</Button>
      </div>
    </SecurityConfirm>
  );
}

/** A question that replaced the button asking it: the question, then its answers. */
export const Confirm: Story = {
  render: () => <Question />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toBeVisible();
  },
};
