import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { useTimezone } from '../../time/TimezoneProvider';
import { TIMEZONE_GROUP_ORDER, TIMEZONES } from '../../time/timezones';
import { Field, FieldLabel, FieldMessage, Select } from '../../ui/field';
import { CardStack } from '../../ui/layout';
import { languageName, offeredLanguage } from '../../i18n/locale';
import { accountEn, timezoneGroupsEn } from '../../i18n/en/account';
import { useMessages } from '../../ui/useMessages';

const NarrowSelect = styled(Select)`
  max-width: 420px;
`;

/** The language, when the host offers a choice: each by its own name; choosing one switches in place. */
function LanguageField() {
  const { locale, languageChoice } = useDashboard();
  const t = useMessages('account', accountEn);
  const id = useId();
  if (!languageChoice) return null;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{t.languageLabel}</FieldLabel>
      <NarrowSelect
        id={id}
        value={offeredLanguage(locale, languageChoice.languages) ?? ''}
        onChange={(event) => languageChoice.choose(event.target.value)}
        aria-describedby={`${id}-hint`}
      >
        {languageChoice.languages.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag)}
          </option>
        ))}
      </NarrowSelect>
      <FieldMessage id={`${id}-hint`}>{t.languageHint}</FieldMessage>
    </Field>
  );
}

/** The display time zone, grouped; dates everywhere follow it. */
function TimezoneField() {
  const t = useMessages('account', accountEn);
  const groups = useMessages('timezoneGroups', timezoneGroupsEn);
  const { timezone, setTimezone, formatDateTime } = useTimezone();
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{t.timezoneLabel}</FieldLabel>
      <NarrowSelect id={id} value={timezone} onChange={(event) => setTimezone(event.target.value)} aria-describedby={`${id}-hint`}>
        {TIMEZONE_GROUP_ORDER.map((group) => (
          <optgroup key={group} label={groups[group]}>
            {TIMEZONES.filter((zone) => zone.group === group).map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NarrowSelect>
      <FieldMessage id={`${id}-hint`}>
        {t.timezoneHint} {formatDateTime(new Date())}
      </FieldMessage>
    </Field>
  );
}

/** Preferences: the language (where the host offers a choice) and the display time zone. */
export function PreferencesPanel() {
  return (
    <CardStack $gap={24}>
      <LanguageField />
      <TimezoneField />
    </CardStack>
  );
}
