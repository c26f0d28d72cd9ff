import type { ApiKey } from '../../api/schemas/api-keys';
import { STATUS_CLASSES, type StatusClass } from '../../api/schemas/requests';
import { REQUEST_RANGES, type RequestLogFilters, type RequestRange } from '../../data/requests/request-filters';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import { useMessages } from '../../ui/useMessages';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { outcomeKey } from '../../parts/requests/explain.logic';
import { RANGE_TEXT } from './requestLog.logic';
import { FilterChip, Toolbar } from './RequestLog.styles';

interface Props {
  filters: RequestLogFilters;
  onChange: (filters: RequestLogFilters) => void;
  keys: readonly Pick<ApiKey, 'id' | 'name'>[];
  models: readonly string[];
}

const STATUS_TEXT = {
  '2xx': 'status2xx',
  '4xx': 'status4xx',
  '5xx': 'status5xx',
} as const;

/** The log's filters as native selects: the span, a status class, a key, a model; an outcome filter from a link shows as a removable chip. */
export function RequestFiltersBar({ filters, onChange, keys, models }: Props) {
  const { locale } = useDashboard();
  const t = useMessages('requests', requestsEn);
  const keyOptions = [{ value: '', label: t.keyAll }, ...keys.map((key) => ({ value: key.id, label: key.name }))];
  if (filters.keyId && !keys.some((key) => key.id === filters.keyId)) keyOptions.push({ value: filters.keyId, label: filters.keyId });
  const outcome =
    filters.outcomes.length > 0
      ? filters.outcomes
          .map((value) => {
            const key = outcomeKey(value);
            return key ? t[key] : value;
          })
          .join(', ')
      : null;
  const filtered = filters.status.length > 0 || filters.outcomes.length > 0 || filters.keyId !== undefined || filters.model !== undefined;
  return (
    <Toolbar>
      <SelectField
        label={t.rangeLabel}
        value={filters.range}
        options={REQUEST_RANGES.map((range) => ({
          value: range,
          label: t[RANGE_TEXT[range]],
        }))}
        onChange={(event) => onChange({ ...filters, range: event.target.value as RequestRange })}
      />
      <SelectField
        label={t.statusLabel}
        value={filters.status.length === 1 ? filters.status[0] : ''}
        options={[
          { value: '', label: t.statusAll },
          ...STATUS_CLASSES.map((value) => ({
            value,
            label: t[STATUS_TEXT[value]],
          })),
        ]}
        onChange={(event) =>
          onChange({
            ...filters,
            status: event.target.value ? [event.target.value as StatusClass] : [],
          })
        }
      />
      <SelectField
        label={t.keyLabel}
        value={filters.keyId ?? ''}
        options={keyOptions}
        onChange={(event) => onChange({ ...filters, keyId: event.target.value || undefined })}
      />
      <SelectField
        label={t.modelLabel}
        value={filters.model ?? ''}
        options={[{ value: '', label: t.modelAll }, ...models]}
        onChange={(event) => onChange({ ...filters, model: event.target.value || undefined })}
      />
      {outcome ? (
        <FilterChip
          variant="secondary"
          onClick={() => onChange({ ...filters, outcomes: [] })}
          aria-label={`${fill(t.outcomeFilter, { outcome }, locale)}. ${t.removeOutcomeFilter}`}
        >
          {fill(t.outcomeFilter, { outcome }, locale)} ✕
        </FilterChip>
      ) : null}
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ range: filters.range, status: [], outcomes: [] })}>
          {t.clearFilters}
        </Button>
      ) : null}
    </Toolbar>
  );
}
