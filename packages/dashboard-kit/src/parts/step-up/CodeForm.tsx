import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useMessages } from '../../ui/useMessages';
import { hasErrorCode } from '../../api/errors';
import { CODE_LENGTH, normalizeCode } from '../../data/account/auth-answers.logic';
import { useErrorText } from '../../ui/useErrorText';
import type { useCodeVerification } from './useCodeVerification';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const CodeInput = styled(TextField)`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.3em;
`;

export interface CodeFormProps {
  verification: ReturnType<typeof useCodeVerification>;
  /** Called once the code was accepted (the session is aal2). */
  onVerified?: () => void;
  autoFocus?: boolean;
  /** The submit button's text. @default Verify */
  submitLabel?: string;
}

/**
 * The code field of two-step verification: digits only, what an app or a password manager
 * pastes (spaces, a dash) taken in, sent at once when a whole code is pasted; a wrong code is
 * cleared and the field focused again, with the reason announced.
 */
export function CodeForm({ verification, onVerified, autoFocus, submitLabel }: CodeFormProps) {
  const t = useMessages('security', securityEn);
  const errorText = useErrorText({ security: t });
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  async function submit(value: string) {
    if (await verification.verify(value)) {
      onVerified?.();
      return;
    }
    setCode('');
    input.current?.focus();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(code);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normalizeCode(event.clipboardData.getData('text'));
    if (pasted.length !== CODE_LENGTH) return;
    event.preventDefault();
    setCode(pasted);
    void submit(pasted);
  };

  const { factors, factorId, problem, pending } = verification;
  return (
    <Form onSubmit={onSubmit} noValidate>
      {problem ? <Alert tone="error">{errorText(problem).text}</Alert> : null}
      {factors.length > 1 ? (
        <SelectField
          label={t.factorLabel}
          value={factorId}
          onChange={(event) => verification.chooseFactor(event.target.value)}
          options={factors.map((factor) => ({ value: factor.id, label: factor.friendly_name || t.unnamedFactor }))}
        />
      ) : null}
      <CodeInput
        ref={input}
        label={t.codeLabel}
        hint={t.codeHint}
        name="code"
        value={code}
        onChange={(event) => setCode(normalizeCode(event.target.value))}
        onPaste={onPaste}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        autoFocus={autoFocus}
        aria-invalid={hasErrorCode(problem, 'wrongCode') || hasErrorCode(problem, 'codeIncomplete') || undefined}
      />
      <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t.verifying : (submitLabel ?? t.verify)}
      </Button>
    </Form>
  );
}
