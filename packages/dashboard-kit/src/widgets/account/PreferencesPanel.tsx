import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { useTimezone } from '../../time/TimezoneProvider';
import { TIMEZONE_GROUP_ORDER, TIMEZONES } from '../../time/timezones';
import { Select } from '../../ui/field';
import { Muted } from '../../ui/WidgetRoot';
import { CardStack } from '../../ui/layout';


/** Preferences: the display time zone, grouped; dates everywhere follow it. */
const Label = styled.label`
  font-weight: 600;
`;

const ZoneSelect = styled(Select)`
  max-width: 420px;
`;

export function PreferencesPanel() {
  const { messages } = useDashboard();
  const t = messages.account;
  const { timezone, setTimezone, formatDateTime } = useTimezone();
  const id = useId();
  return (
    <CardStack $gap={8}>
      <Label htmlFor={id}>
        {t.timezoneLabel}
      </Label>
      <ZoneSelect id={id} value={timezone} onChange={(event) => setTimezone(event.target.value)} aria-describedby={`${id}-hint`}>
        {TIMEZONE_GROUP_ORDER.map((group) => (
          <optgroup key={group} label={messages.timezoneGroups[group]}>
            {TIMEZONES.filter((zone) => zone.group === group).map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </ZoneSelect>
      <Muted id={`${id}-hint`}>
        {t.timezoneHint} {formatDateTime(new Date())}
      </Muted>
    </CardStack>
  );
}
