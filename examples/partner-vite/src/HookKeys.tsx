import { useApiKeys, useCreateApiKey, useDeleteApiKey, useErrorText } from 'dashboard-kit';
import { useState, type FormEvent } from 'react';

/**
 * The partner's own key list, in its own look, built from the kit's hooks alone (no kit
 * widget): list, create (the secret shown once), delete.
 */
export function HookKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  const errorText = useErrorText();
  const [name, setName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ name, expires_at: null }, { onSuccess: () => setName('') });
  };

  return (
    <section aria-labelledby="hook-keys-title" className="grid gap-4 rounded border border-ink/20 p-6">
      <h2 id="hook-keys-title" className="text-xl font-bold text-brand">
        Desk keys
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          New key name
          <input value={name} onChange={(event) => setName(event.target.value)} required className="border border-ink/40 px-2 py-1" />
        </label>
        <button type="submit" disabled={create.isPending} className="bg-brand px-3 py-1 text-paper">
          Create key
        </button>
      </form>
      {create.error ? <p role="alert">{errorText(create.error).text}</p> : null}
      {create.data ? (
        <div role="status" className="grid gap-2 border border-brand p-3">
          <p>Copy the secret now: it is shown once.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            <dt>Key ID</dt>
            <dd>
              <code data-testid="created-id">{create.data.id}</code>
            </dd>
            <dt>Secret</dt>
            <dd>
              <code data-testid="created-secret" className="break-all">
                {create.data.secret}
              </code>
            </dd>
          </dl>
          <button type="button" onClick={() => create.reset()} className="justify-self-start underline">
            I have copied it
          </button>
        </div>
      ) : null}
      {keys.error ? <p role="alert">{errorText(keys.error).text}</p> : null}
      {keys.data ? (
        <table className="text-left">
          <thead>
            <tr>
              <th className="pr-6">Name</th>
              <th className="pr-6">Key ID</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.keys.map((key) => (
              <tr key={key.id}>
                <td className="pr-6">{key.name}</td>
                <td className="pr-6">
                  <code className="break-all">{key.id}</code>
                </td>
                <td>
                  <button type="button" onClick={() => remove.mutate(key.id)} disabled={remove.isPending} aria-label={`Delete ${key.name}`} className="underline">
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Loading keys…</p>
      )}
    </section>
  );
}
