import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus';

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Plain strings are both value and label. */
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
}

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Select = styled.select`
  min-height: 38px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.borderRadius};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colorDanger};
  }
  ${focusRing}
`;

const Error = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colorDanger};
`;

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField({ label, options, placeholder, error, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
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
      {error ? <Error id={`${id}-error`}>{error}</Error> : null}
    </Field>
  );
}
