import type { MailRow } from '../db/outbox';
import { html, page } from './html';

export function mailPage(mails: MailRow[]): string {
  return page(
    'Outbox',
    html`<h1>Outbox</h1>
<p>Every email the sandbox "sent". Newest first. <a href="/_sandbox/mail.json">JSON</a></p>
${mails.length === 0
  ? html`<p>No mail yet.</p>`
  : html`<table><thead><tr><th>To</th><th>Subject</th><th>Sent</th><th>Link</th></tr></thead><tbody>
${mails.map((mail) => html`<tr><td>${mail.to_email}</td><td>${mail.subject}</td><td>${new Date(mail.created_at).toISOString()}</td>
<td>${mail.code ? html`Code <code>${mail.code}</code>` : html`<a href="${mail.link}">Open link</a>`}</td></tr>`)}
</tbody></table>`}`,
  );
}
