import type { CheckoutRow } from '../db/checkout-sessions';
import { SANDBOX_CARDS } from '../db/sandbox-cards';
import { Html, html, page } from './html';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The sandbox's stand-in for the card processor's page: pay for credits, or save one of its
 * test cards for auto-recharge (one of them declines every charge, to show a failed recharge).
 */
export function checkoutPage(session: Pick<CheckoutRow, 'id' | 'amount_cents' | 'status' | 'mode' | 'settings'>, email: string): string {
  const setup = session.mode === 'setup';
  const cards = Object.entries(SANDBOX_CARDS).map(
    ([last4, card], index) =>
      html`<p><label><input type="radio" name="card" value="${last4}"${new Html(index === 0 ? ' checked' : '')}> Visa ending ${last4}${card.declines ? ' (saved, declines every charge)' : ''}</label></p>`,
  );
  const intro = setup
    ? html`<p>Saving a card for auto-recharge for ${email}: below €${euros(session.settings!.threshold_cents)}, buy €${euros(session.settings!.amount_cents)}, at most €${euros(session.settings!.monthly_limit_cents)} a month. Nothing is charged now.</p>`
    : html`<p>Buying <strong>€${euros(session.amount_cents)}</strong> of API credits for ${email}.</p>`;
  const action = setup ? 'Save card' : `Pay €${euros(session.amount_cents)}`;
  return page(
    setup ? 'Save a card' : 'Checkout',
    html`<h1>${setup ? 'Save a card' : 'Checkout'}</h1>
${intro}
${session.status === 'open'
  ? html`<form method="post" action="/_sandbox/checkout/${session.id}/pay">
${setup ? html`<fieldset><legend>Card to save</legend>${cards}</fieldset>` : ''}
<p><button type="submit">${action}</button></p>
</form>
<form class="inline" method="post" action="/_sandbox/checkout/${session.id}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
  : html`<p>This checkout is ${session.status}.</p>`}`,
  );
}
