import { html, page } from './html';

export interface ChooserAccount {
  email: string;
  name: string;
}

/** The local stand-in for Google's account chooser (prompt=select_account). */
export function googleChooserPage(accounts: ChooserAccount[], hidden: Record<string, string>): string {
  const fields = Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return page(
    'Choose an account',
    html`<h1>Choose an account</h1>
<p>to continue to the dashboard (Google sign-in, simulated locally)</p>
<ul style="list-style:none;padding:0;display:grid;gap:8px">
${accounts.map(
  (account) => html`<li><form method="post" action="/auth/v1/authorize/google/choose">${fields}
<input type="hidden" name="email" value="${account.email}"><input type="hidden" name="name" value="${account.name}">
<button type="submit" class="secondary" style="width:100%;text-align:left">${account.name} &lt;${account.email}&gt;</button></form></li>`,
)}
</ul>
<h2>Use another account</h2>
<form method="post" action="/auth/v1/authorize/google/choose" style="display:grid;gap:8px;max-width:360px">${fields}
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" required></label>
<button type="submit">Continue</button>
</form>`,
  );
}
