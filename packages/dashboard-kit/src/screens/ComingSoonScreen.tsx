import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Button } from '../ui/Button';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { fill } from '../i18n/fill';
import { comingSoonEn } from '../i18n/en/screens';
import { useMessages } from '../ui/useMessages';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  display: grid;
  gap: 14px;
`;

/** A page whose content the spec does not show (/live-benchmarking, /power, ...). */
export function ComingSoonScreen({ page }: { page: string }) {
  const { navigate, config, locale } = useDashboard();
  const t = useMessages('comingSoon', comingSoonEn);
  return (
    <WidgetRoot className="dk-coming-soon">
      <Panel>
        <Heading>{fill(t.title, { page }, locale)}</Heading>
        <Muted>{t.body}</Muted>
        <div>
          <Button variant="secondary" onClick={() => navigate(config.paths.overview)}>
            {t.back}
          </Button>
        </div>
      </Panel>
    </WidgetRoot>
  );
}
