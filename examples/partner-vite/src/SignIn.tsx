import { useState, type FormEvent } from 'react';
import { signInWithPassword, type PartnerSession } from './session';

/** The partner's sign-in form, in the partner's own Tailwind look. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: PartnerSession) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      onSignedIn(await signInWithPassword(String(form.get('email')), String(form.get('password'))));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    }
  };
  return (
    <form onSubmit={submit} className="mx-auto mt-10 grid max-w-sm gap-3 rounded border border-ink/20 p-6">
      <h2 className="text-lg italic">Partner sign-in</h2>
      <label className="grid gap-1">
        Email
        <input name="email" type="email" required className="border border-ink/40 px-2 py-1" />
      </label>
      <label className="grid gap-1">
        Password
        <input name="password" type="password" required className="border border-ink/40 px-2 py-1" />
      </label>
      {error ? <p role="alert" className="text-brand">{error}</p> : null}
      <button type="submit" className="bg-brand px-3 py-1 text-paper">
        Enter the desk
      </button>
    </form>
  );
}
