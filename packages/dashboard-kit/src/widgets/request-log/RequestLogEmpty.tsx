import type { ApiKey } from '../../api/schemas/api-keys';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import { useMessages } from '../../ui/useMessages';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/layout';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { Muted } from '../../ui/WidgetRoot';
import { CardTitle } from '../../ui/CardTitle';
import { firstRequestCurl } from '../../parts/requests/curl.logic';
import { Code, CodeFrame } from '../../ui/CodeBlock';

interface Props {
  /** The key the first request is made with (the newest usable one); none: the user has no key yet. */
  firstKey: Pick<ApiKey, 'id' | 'name'> | undefined;
  apiBaseUrl: string;
  apiKeysPath: string;
  /** The heading: "no requests yet", or none in the span chosen. */
  title: string;
}

/** A log with nothing in it yet: the curl of a first request with the user's own key, or where to make a key. */
export function RequestLogEmpty({ firstKey, apiBaseUrl, apiKeysPath, title }: Props) {
  const { locale } = useDashboard();
  const t = useMessages('requests', requestsEn);
  const clipboard = useCopyToClipboard();
  if (!firstKey) {
    return (
      <Stack $gap={8} $start>
        <CardTitle as="h2">{title}</CardTitle>
        <Muted>{t.emptyNoKey}</Muted>
        <AppLink to={apiKeysPath}>{t.createKey}</AppLink>
      </Stack>
    );
  }
  const curl = firstRequestCurl(firstKey.id, apiBaseUrl);
  return (
    <Stack $gap={8}>
      <CardTitle as="h2">{title}</CardTitle>
      <Muted>{fill(t.emptyBody, { keyName: firstKey.name }, locale)}</Muted>
      <CodeFrame label={t.curlLabel}>
        <Code>{curl}</Code>
      </CodeFrame>
      <Muted>{t.emptySecretHint}</Muted>
      {clipboard.supported ? (
        <div>
          <Button variant="secondary" onClick={() => void clipboard.copy('curl', curl)}>
            {clipboard.copied === 'curl' ? t.copied : t.copyCommand}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
