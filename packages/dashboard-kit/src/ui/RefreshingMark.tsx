import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Spinner } from './Spinner';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colorTextMuted};
`;

/**
 * Says that what a widget shows came from the user's last visit and is being refreshed (the
 * provider's `keepAnswers`); nothing otherwise. A status, so a screen reader hears it once.
 */
export function RefreshingMark({ refreshing }: { refreshing: boolean }) {
  const { messages } = useDashboard();
  if (!refreshing) return null;
  return (
    <Mark className="dk-refreshing" role="status">
      <Spinner label="" size={12} />
      {messages.common.refreshing}
    </Mark>
  );
}
