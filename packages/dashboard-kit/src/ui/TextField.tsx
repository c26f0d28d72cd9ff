import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlStyles, Field, FieldLabel, FieldMessage } from './field';
import { tokenList } from './token-list';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A message shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
}

export const Input = styled.input`
  ${controlStyles}
  padding: 0 12px;
  &:read-only {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
`;

/** A labelled input with its hint and error wired up for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...rest }, ref) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={tokenList(hintId, errorId) || undefined}
        {...rest}
      />
      {hint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
      {error ? <FieldMessage id={errorId} $error>{error}</FieldMessage> : null}
    </Field>
  );
});
