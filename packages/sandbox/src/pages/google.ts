import { html, page } from './html';

/** The sandbox's own Google identity, always offered: it names no user of the sandbox. */
const DEMO_ACCOUNT = { email: 'google@sandbox.test', name: 'Grace Google' };

/**
 * The local stand-in for Google's account chooser (prompt=select_account). It lists no user of
 * the sandbox (anyone may open it): a person types the Google account they sign in with, or
 * takes the sandbox's demo account.
 */
export function googleChooserPage(hidden: Record<string, string>): string {
  const fields = Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return page(
    'Choose an account',
    html`<h1>Choose an account</h1>
<p>to continue to the dashboard (Google sign-in, simulated locally)</p>
<form method="post" action="/auth/v1/authorize/google/choose">${fields}
<input type="hidden" name="email" value="${DEMO_ACCOUNT.email}"><input type="hidden" name="name" value="${DEMO_ACCOUNT.name}">
<button type="submit" class="secondary" style="width:100%;text-align:left">${DEMO_ACCOUNT.name} &lt;${DEMO_ACCOUNT.email}&gt; (the sandbox's demo account)</button></form>
<h2>Use another account</h2>
<form method="post" action="/auth/v1/authorize/google/choose" style="display:grid;gap:8px;max-width:360px">${fields}
<label>Email <input name="email" type="email" autocomplete="email" required></label>
<label>Name <input name="name" autocomplete="name" required></label>
<button type="submit">Continue</button>
</form>`,
  );
}
