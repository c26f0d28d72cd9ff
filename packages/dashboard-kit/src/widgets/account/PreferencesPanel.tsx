import { useId } from 'react';
import { useDashboard } from '../../provider/context';
import { useTimezone } from '../../time/TimezoneProvider';
import { TIMEZONE_GROUP_ORDER, TIMEZONES } from '../../time/timezones';
import { Select } from '../../ui/field';
import { Card, Muted } from '../../ui/WidgetRoot';


/** Preferences: the display time zone, grouped; dates everywhere follow it. */
export function PreferencesPanel() {
  const { messages } = useDashboard();
  const t = messages.account;
  const { timezone, setTimezone, formatDateTime } = useTimezone();
  const id = useId();
  return (
    <Card style={{ display: 'grid', gap: 8 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {t.timezoneLabel}
      </label>
      <Select id={id} style={{ maxWidth: 420 }} value={timezone} onChange={(event) => setTimezone(event.target.value)} aria-describedby={`${id}-hint`}>
        {TIMEZONE_GROUP_ORDER.map((group) => (
          <optgroup key={group} label={messages.timezoneGroups[group]}>
            {TIMEZONES.filter((zone) => zone.group === group).map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Muted id={`${id}-hint`}>
        {t.timezoneHint} {formatDateTime(new Date())}
      </Muted>
    </Card>
  );
}
