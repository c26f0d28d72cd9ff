import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, FieldLabel, FieldMessage, Select } from './field';

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Plain strings are both value and label. */
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
}

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField({ label, options, placeholder, error, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
      {error ? (
        <FieldMessage id={`${id}-error`} $error>
          {error}
        </FieldMessage>
      ) : null}
    </Field>
  );
}
