import { useId, useState, type FormEvent } from 'react';
import { useUsageExport, useUsageExportOffered } from '../../../data/billing/usage-export';
import { fill } from '../../../i18n/fill';
import { useDashboard } from '../../../context/context';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { saveTextFile } from '../../../ui/download';
import { RadioGroup } from '../../../ui/RadioGroup';
import { TextField } from '../../../ui/TextField';
import { Card, Muted } from '../../../ui/WidgetRoot';
import { CardTitle } from '../../../ui/CardTitle';
import { CardForm, FieldRow } from '../card-layout';
import { spendEn } from '../../../i18n/en/spend';
import { useMessages } from '../../../ui/useMessages';
import { checkExportRange, exportFileName, lastDays, lastTwelveMonths, utcToday } from './spend.logic';
import type { UsageExportRange } from '../../../api/schemas/spend';

type Preset = '30' | '90' | 'year' | 'custom';

/** Each preset's range up to today (UTC). */
const PRESET_RANGE: Record<Exclude<Preset, 'custom'>, (today: string) => UsageExportRange> = {
  '30': (today) => lastDays(30, today),
  '90': (today) => lastDays(90, today),
  year: lastTwelveMonths,
};

/**
 * Usage of up to a year as the API's CSV (UTC days, a dot decimal),
 * saved as a file named with its range. Where the API has no export, nothing.
 */
export function UsageExport() {
  const id = useId();
  const { config, locale } = useDashboard();
  const t = useMessages('spend', spendEn);
  const offered = useUsageExportOffered();
  const download = useUsageExport();
  const [preset, setPreset] = useState<Preset>('30');
  const [custom, setCustom] = useState<UsageExportRange>(() => lastDays(30, utcToday()));
  const [invalid, setInvalid] = useState(false);

  // Hidden while unknown and where the API answers 404; any other answer means it is there.
  if (offered.isPending || offered.data === null) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const today = utcToday();
    const range = preset === 'custom' ? custom : PRESET_RANGE[preset](today);
    const ok = checkExportRange(range, today);
    setInvalid(!ok);
    if (!ok) return;
    try {
      const csv = await download.mutateAsync(range);
      if (csv !== null) saveTextFile(exportFileName(range), csv, 'text/csv;charset=utf-8');
    } catch {
      // Shown below from the mutation's state.
    }
  };

  const options = [
    { value: '30' as const, label: t.last30 },
    { value: '90' as const, label: t.last90 },
    { value: 'year' as const, label: t.last365 },
    { value: 'custom' as const, label: t.custom },
  ];
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardForm onSubmit={(event) => void submit(event)} noValidate>
        <CardTitle id={`${id}-title`}>{t.exportTitle}</CardTitle>
        <Muted>{fill(t.exportHint, { currency: config.currency }, locale)}</Muted>
        <RadioGroup
          legend={t.exportRange}
          name={`${id}-range`}
          direction="row"
          value={preset}
          options={options}
          onChange={(value) => {
            setPreset(value);
            setInvalid(false);
          }}
        />
        {preset === 'custom' ? (
          <FieldRow>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                type="date"
                label={end === 'from' ? t.fromLabel : t.toLabel}
                value={custom[end]}
                max={utcToday()}
                error={invalid && end === 'to' ? t.rangeInvalid : undefined}
                onChange={(event) => {
                  setCustom({ ...custom, [end]: event.target.value });
                  setInvalid(false);
                }}
              />
            ))}
          </FieldRow>
        ) : null}
        {invalid && preset !== 'custom' ? <Alert tone="error">{t.rangeInvalid}</Alert> : null}
        {download.isError ? <Alert tone="error">{t.exportFailed}</Alert> : null}
        <Button type="submit" disabled={download.isPending} aria-busy={download.isPending || undefined}>
          {download.isPending ? t.preparing : t.download}
        </Button>
      </CardForm>
    </Card>
  );
}
