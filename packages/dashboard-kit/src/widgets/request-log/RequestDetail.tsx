import { Fragment, useRef } from 'react';
import type { RequestEntry } from '../../api/schemas/requests';
import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import { fill } from '../../i18n/fill';
import { formatTokenCost, numberFormat } from '../../i18n/intl-formats';
import { formatFullDateTime } from '../../time/format';
import { useTimezone } from '../../time/TimezoneProvider';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Inline } from '../../ui/layout';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { useMessages } from '../../ui/useMessages';
import { Muted } from '../../ui/WidgetRoot';
import { curlForRequest } from '../../parts/requests/curl.logic';
import { useExplainRequest } from '../../parts/requests/useExplainRequest';
import { placeOf, STATUS_TONE, statusClassOf } from './requestLog.logic';
import { statusText } from './RequestTable';
import { Code, CodeFrame } from '../../ui/CodeBlock';
import { Fields, Summary } from './RequestLog.styles';

interface Props {
  entry: RequestEntry | null;
  onClose: () => void;
  apiBaseUrl: string;
}


/** One request in full: why it failed in words, its id and its curl to copy, every field it has. */
export function RequestDetail({ entry, onClose, apiBaseUrl }: Props) {
  const { locale, config } = useDashboard();
  const { timezone } = useTimezone();
  const t = useMessages('requests', requestsEn);
  const explain = useExplainRequest();
  const clipboard = useCopyToClipboard();
  const summary = useRef<HTMLDivElement>(null);
  if (!entry) return null;

  const number = numberFormat(locale, { maximumFractionDigits: 4 });
  const explanation = explain(entry);
  const curl = curlForRequest(entry, apiBaseUrl);
  // A value is isolated from the language around it (a key's name may read either way); numbers
  // with commas between have no direction of their own, so a place reads left to right always.
  const fields: [name: string, value: string, dir?: 'ltr'][] = [
    [t.fieldTime, formatFullDateTime(entry.created_at, timezone, locale)],
    [t.fieldKey, entry.key.prefix ? `${entry.key.name} (${entry.key.id}, ${entry.key.prefix}…)` : `${entry.key.name} (${entry.key.id})`],
    [t.fieldRequest, `${entry.method} ${entry.path}`],
    [t.fieldModel, entry.model ?? '–'],
    [t.fieldPlace, placeOf(entry, (value) => number.format(value)), 'ltr'],
    [t.fieldSteps, entry.steps === null ? '–' : number.format(entry.steps)],
    [t.fieldParameters, entry.parameters.length ? entry.parameters.join(', ') : '–'],
    [t.fieldTokens, number.format(entry.tokens)],
    [t.fieldCost, formatTokenCost(entry.cost_microcents, config.currency, locale)],
    [t.fieldLatency, fill(t.latency, { ms: entry.latency_ms }, locale)],
    [t.fieldUserAgent, entry.user_agent ?? '–'],
    [t.fieldClient, entry.client_address ?? '–'],
    // Who ran it from the explorer (a key shared by a team is used by several people).
    ...(entry.run_by ? [[t.fieldRunBy, fill(t.runInExplorerBy, { email: entry.run_by.email ?? entry.run_by.id }, locale)] as [string, string]] : []),
  ];
  return (
    <Dialog open onClose={onClose} title={fill(t.detailTitle, { id: entry.id }, locale)} initialFocus={summary}>
      {/* Focus opens here, on what came of the request: on a phone the buttons below would scroll it away. */}
      <Summary ref={summary} tabIndex={-1}>
        <div>
          <Badge $tone={STATUS_TONE[statusClassOf(entry.status)]}>{statusText(entry, t)}</Badge>
        </div>
        {explanation ? (
          <Alert tone={entry.status >= 500 ? 'error' : 'warning'} title={t.whyTitle}>
            {explanation}
          </Alert>
        ) : null}
      </Summary>
      <Fields>
        {fields.map(([name, value, dir]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>
              <bdi dir={dir}>{value}</bdi>
            </dd>
          </Fragment>
        ))}
      </Fields>
      <CodeFrame label={t.curlLabel}>
        <Code>{curl}</Code>
      </CodeFrame>
      <Muted>{t.curlHint}</Muted>
      <Inline $gap={8}>
        {clipboard.supported ? (
          <>
            <Button variant="secondary" onClick={() => void clipboard.copy('id', entry.id)}>
              {clipboard.copied === 'id' ? t.copied : t.copyId}
            </Button>
            <Button variant="secondary" onClick={() => void clipboard.copy('curl', curl)}>
              {clipboard.copied === 'curl' ? t.copied : t.copyCurl}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </Inline>
    </Dialog>
  );
}
