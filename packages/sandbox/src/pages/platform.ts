import { html, page } from './html';

/** The stand-in for the user platform: shows who arrived through the dashboard's hand-off. */
export function platformPage(arrival: { email?: string; via?: string; error?: string }): string {
  return page(
    'User platform',
    html`<h1>User platform</h1>
${arrival.email
  ? html`<p data-testid="platform-user">Signed in as <strong>${arrival.email}</strong> (via ${arrival.via}).</p>`
  : html`<p data-testid="platform-user">Nobody handed off. ${arrival.error ?? ''}</p>`}`,
  );
}
