import { styled } from 'styled-components';
import type { AccessRecord } from '../../api/schemas/access';
import { useDashboard } from '../../context/context';
import { useTimezone } from '../../time/TimezoneProvider';
import { Muted } from '../../ui/WidgetRoot';
import { trialDaysLeft } from './account.logic';
import { fill } from '../../i18n/fill';
import { CardStack } from '../../ui/layout';
import { accountEn } from '../../i18n/en/account';
import { useMessages } from '../../ui/useMessages';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: 8px 16px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Where the account stands (plan, trial, subscription), from the access record. */
export function SubscriptionPanel({ access }: { access: AccessRecord }) {
  const { config, locale } = useDashboard();
  const { formatDate } = useTimezone();
  const t = useMessages('account', accountEn);
  const date = (value: string | null) => (value ? formatDate(value) : t.notSet);
  const daysLeft = trialDaysLeft(access.trial_start_date, access.trial_duration, new Date());
  return (
    <CardStack $gap={16}>
      <Facts>
        <dt>{t.role}</dt>
        <dd>{access.role.replace(/^user:/, '')}</dd>
        <dt>{t.trialStarted}</dt>
        <dd>{date(access.trial_start_date)}</dd>
        <dt>{t.trialLength}</dt>
        <dd>{fill(t.trialDays, { days: access.trial_duration }, locale)}</dd>
        <dt>{t.daysLeft}</dt>
        <dd>{daysLeft === undefined ? t.notSet : String(daysLeft)}</dd>
        <dt>{t.subscriptionState}</dt>
        <dd>{access.subscription_active ? t.active : t.inactive}</dd>
        <dt>{t.subscriptionStart}</dt>
        <dd>{date(access.subscription_start_date)}</dd>
        <dt>{t.subscriptionEnd}</dt>
        <dd>{date(access.subscription_end_date)}</dd>
      </Facts>
      <Muted>
        {t.upgrade} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
      </Muted>
    </CardStack>
  );
}
