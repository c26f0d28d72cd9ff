import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  value: T | '';
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string;
  /** Short choices side by side, wrapping as the width requires; otherwise one under another. @default 'column' */
  direction?: 'column' | 'row';
}

const Fieldset = styled.fieldset<{ $row: boolean }>`
  border: none;
  margin: 0;
  padding: 0;
  display: ${({ $row }) => ($row ? 'flex' : 'grid')};
  flex-wrap: wrap;
  gap: 8px;
`;

const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: 6px;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colorPrimary};
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
  & input {
    accent-color: ${({ theme }) => theme.colorPrimary};
    margin: 0;
  }
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colorDanger};
`;

/** Native radio buttons in a fieldset: arrow keys move between choices. */
export function RadioGroup<T extends string>({ legend, name, value, options, onChange, error, direction = 'column' }: RadioGroupProps<T>) {
  const id = useId();
  return (
    <Fieldset $row={direction === 'row'} aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{legend}</Legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </Choice>
      ))}
      {error ? <Error id={`${id}-error`}>{error}</Error> : null}
    </Fieldset>
  );
}
