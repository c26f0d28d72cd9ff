import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Card, Heading, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { useCliAuth } from './useCliAuth';
import { fill } from '../../i18n/fill';
import { Inline, Paragraph } from '../../ui/layout';
import { cliEn, keysEn } from '../../i18n/en/keys';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

export interface CliAuthPanelProps {
  /** The query string to read. @default window.location.search */
  search?: string;
  /** Sends the browser to the CLI's callback. @default window.location.assign */
  redirect?: (url: string) => void;
}

const Panel = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Destination = styled.strong`
  font-family: ${({ theme }) => theme.fontFamilyMono};
`;

/** CLI Authentication page: lets a command-line tool create its own key. */
export function CliAuthPanel(props: CliAuthPanelProps) {
  const titleId = useId();
  const { locale } = useDashboard();
  const t = useMessages('cli', cliEn);
  const cli = useCliAuth(props);
  const keys = useMessages('keys', keysEn);
  const errorText = useErrorText({ cli: t });
  const [before, after] = t.destination.split('{destination}');
  return (
    <WidgetRoot className="dk-cli-auth">
      <Panel aria-labelledby={titleId} aria-busy={cli.state === 'LOADING' || undefined}>
        <Heading id={titleId}>{cli.state === 'SUCCESS' ? t.success : t.title}</Heading>
        {cli.state === 'PENDING' ? (
          <>
            <Paragraph>{fill(t.request, { name: cli.keyName ?? '' }, locale)}</Paragraph>
            <Muted>
              {before}
              <Destination>{cli.destination}</Destination>
              {after}
            </Muted>
            <Actions>
              <Button onClick={() => void cli.authorize()}>{t.authorize}</Button>
              <Button variant="secondary" onClick={cli.cancel}>
                {t.cancel}
              </Button>
            </Actions>
          </>
        ) : null}
        {cli.state === 'LOADING' ? (
          <Inline $gap={12}>
            <Spinner label={t.loading} size={20} />
            <span>{t.loading}</span>
          </Inline>
        ) : null}
        {cli.state === 'ERROR' || cli.state === 'SUCCESS' ? (
          <>
            {cli.error ? <Alert tone="error">{errorText(cli.error.error, keys.unknownError).text}</Alert> : null}
            <div>
              <Button variant="secondary" onClick={cli.returnToKeys}>
                {t.returnToKeys}
              </Button>
            </div>
          </>
        ) : null}
      </Panel>
    </WidgetRoot>
  );
}
