import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A message shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
}

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colorText};
`;

export const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 38px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.borderRadius};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colorDanger};
  }
  &:read-only {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
  ${focusRing}
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 13px;
  color: ${({ theme, $error }) => ($error ? theme.colorDanger : theme.colorTextMuted)};
`;

/** A labelled input with its hint and error wired up for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...rest }, ref) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint ? <Message id={hintId}>{hint}</Message> : null}
      {error ? <Message id={errorId} $error>{error}</Message> : null}
    </Field>
  );
});
