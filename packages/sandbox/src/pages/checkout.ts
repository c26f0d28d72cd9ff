import { html, page } from './html';

export function checkoutPage(session: { id: string; amount_cents: number; status: string }, email: string): string {
  const amount = (session.amount_cents / 100).toFixed(2);
  return page(
    'Checkout',
    html`<h1>Checkout</h1>
<p>Buying <strong>€${amount}</strong> of API credits for ${email}.</p>
${session.status === 'open'
  ? html`<form class="inline" method="post" action="/_sandbox/checkout/${session.id}/pay"><button type="submit">Pay €${amount}</button></form>
<form class="inline" method="post" action="/_sandbox/checkout/${session.id}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
  : html`<p>This checkout is ${session.status}.</p>`}`,
  );
}
