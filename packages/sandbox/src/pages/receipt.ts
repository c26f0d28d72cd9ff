import { html, page } from './html';

export interface Receipt {
  receipt_number: string | null;
  created_at: Date;
  amount_cents: number;
  currency: string;
  kind: 'checkout' | 'auto_recharge';
  /** The name, address, VAT id and buyer's email it is made out to (db/organizations.ts `billedTo`). */
  billed_to: Record<string, string>;
}

/** The lines of "Billed to", in the order an invoice prints them. */
const BILLED_TO_LINES = ['name', 'address_line1', 'address_line2', 'postal_code', 'city', 'country', 'email'] as const;

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);

/** A paid purchase's receipt: what, when, for whom, how much; printable as it is. */
export function receiptPage(receipt: Receipt): string {
  const amount = money(receipt.amount_cents, receipt.currency);
  const paidAt = new Date(receipt.created_at).toISOString().replace('T', ' ').slice(0, 16);
  return page(
    `Receipt ${receipt.receipt_number}`,
    html`<h1>Receipt ${receipt.receipt_number}</h1>
<table>
<tbody>
<tr><th scope="row">Paid</th><td>${paidAt} UTC</td></tr>
<tr><th scope="row">Billed to</th><td>${BILLED_TO_LINES.flatMap((line) => (receipt.billed_to[line] ? [receipt.billed_to[line]] : [])).join(', ')}</td></tr>
${receipt.billed_to.vat_id ? html`<tr><th scope="row">VAT id</th><td>${receipt.billed_to.vat_id}</td></tr>` : ''}
<tr><th scope="row">Item</th><td>API credits${receipt.kind === 'auto_recharge' ? ' (auto-recharge)' : ''}</td></tr>
<tr><th scope="row">Amount paid</th><td><strong>${amount}</strong></td></tr>
</tbody>
</table>
<p>Issued by the local sandbox: not a tax invoice.</p>`,
  );
}
