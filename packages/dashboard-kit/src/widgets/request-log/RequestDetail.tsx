import { Fragment, useMemo, useRef } from 'react';
import type { RequestEntry } from '../../api/schemas/requests';
import { fill } from '../../i18n/fill';
import { dateTimeFormat, numberFormat } from '../../i18n/intl-formats';
import type { RequestLogMessages } from '../../i18n/messages';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Inline } from '../../ui/layout';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { Muted } from '../../ui/WidgetRoot';
import { curlForRequest } from './curl.logic';
import { explanationOf, type ExplainFormat } from './explain.logic';
import { costInUnits, placeOf, STATUS_TONE, statusClassOf } from './requestLog.logic';
import { statusText } from './RequestTable';
import { Code, CodeFrame, Fields, Summary } from './RequestLog.styles';

interface Props {
  entry: RequestEntry | null;
  onClose: () => void;
  apiBaseUrl: string;
  locale: string;
  timezone: string;
  currency: string;
  t: RequestLogMessages;
}


/** One request in full: why it failed in words, its id and its curl to copy, every field it has. */
export function RequestDetail({ entry, onClose, apiBaseUrl, locale, timezone, currency, t }: Props) {
  const clipboard = useCopyToClipboard();
  const summary = useRef<HTMLDivElement>(null);
  const formats = useMemo(() => {
    const number = numberFormat(locale, { maximumFractionDigits: 4 });
    const instant = dateTimeFormat(locale, {
      timeZone: timezone,
      dateStyle: 'long',
      timeStyle: 'long',
    });
    const money = numberFormat(locale, { style: 'currency', currency });
    const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
    const explain: ExplainFormat = {
      number: (value) => number.format(value),
      instant: (iso) => instant.format(new Date(iso)),
      cents: (cents) => money.format(cents / 100),
      list: (items) => list.format(items),
    };
    return {
      number,
      instant,
      explain,
      cost: numberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }),
    };
  }, [locale, timezone, currency]);
  if (!entry) return null;

  const explanation = explanationOf(entry, formats.explain);
  const curl = curlForRequest(entry, apiBaseUrl);
  // A value is isolated from the language around it (a key's name may read either way); numbers
  // with commas between have no direction of their own, so a place reads left to right always.
  const fields: [name: string, value: string, dir?: 'ltr'][] = [
    [t.fieldTime, formats.instant.format(entry.created_at)],
    [t.fieldKey, entry.key.prefix ? `${entry.key.name} (${entry.key.id}, ${entry.key.prefix}…)` : `${entry.key.name} (${entry.key.id})`],
    [t.fieldRequest, `${entry.method} ${entry.path}`],
    [t.fieldModel, entry.model ?? '–'],
    [t.fieldPlace, placeOf(entry, (value) => formats.number.format(value)), 'ltr'],
    [t.fieldSteps, entry.steps === null ? '–' : formats.number.format(entry.steps)],
    [t.fieldParameters, entry.parameters.length ? entry.parameters.join(', ') : '–'],
    [t.fieldTokens, formats.number.format(entry.tokens)],
    [t.fieldCost, formats.cost.format(costInUnits(entry.cost_microcents))],
    [t.fieldLatency, fill(t.latency, { ms: entry.latency_ms }, locale)],
    [t.fieldUserAgent, entry.user_agent ?? '–'],
    [t.fieldClient, entry.client_address ?? '–'],
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
            {fill(t[explanation.key], explanation.values, locale)}
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
