import { useId } from 'react';
import { styled } from 'styled-components';
import type { Purchase } from '../../../api/schemas/spend';
import { usePurchaseHistory } from '../../../data/billing/purchases-query';
import { fill } from '../../../i18n/fill';
import { formatMoney } from '../../../i18n/intl-formats';
import { useDashboard } from '../../../context/context';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ExternalLink } from '../../../ui/ExternalLink';
import { LocalDate } from '../../../ui/LocalDate';
import { Spinner } from '../../../ui/Spinner';
import { useMediaQuery, WIDE_QUERY } from '../../../ui/useMediaQuery';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Card, Muted } from '../../../ui/WidgetRoot';
import { CardTitle } from '../../../ui/CardTitle';
import { spendEn } from '../../../i18n/en/spend';
import { useMessages } from '../../../ui/useMessages';
import { DataTable, TABLE_MAX_HEIGHT } from '../DataTable';
import { ScrollRegion } from '../../../ui/ScrollRegion';

const Section = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  & > div {
    justify-self: stretch;
    min-width: 0;
  }
`;

const Receipt = styled.span<{ $end: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  justify-content: ${({ $end }) => ($end ? 'end' : 'start')};
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* Full width, as the table's scroll area; the section's other items keep their own width. */
  justify-self: stretch;
  & > li {
    display: grid;
    gap: 6px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
  align-items: center;
  font-weight: 600;
`;

/** The API's receipt, or as an attachment (`?download=1`, API-PROPOSAL.md). */
const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

function Amount({ purchase }: { purchase: Purchase }) {
  const { config, locale } = useDashboard();
  const t = useMessages('spend', spendEn);
  return (
    <span>
      {formatMoney(purchase.amount_cents / 100, purchase.currency || config.currency, locale)}
      {purchase.kind === 'auto_recharge' ? <Muted as="span"> · {t.viaAutoRecharge}</Muted> : null}
    </span>
  );
}

function Status({ purchase }: { purchase: Purchase }) {
  const t = useMessages('spend', spendEn);
  return purchase.status === 'paid' ? <Badge $tone="success">{t.paid}</Badge> : <Badge $tone="danger">{t.failed}</Badge>;
}

/** A paid purchase's receipt to open (new tab) or download; nothing for one that failed. */
function ReceiptLinks({ purchase, end = false }: { purchase: Purchase; end?: boolean }) {
  const { locale } = useDashboard();
  const t = useMessages('spend', spendEn);
  if (!purchase.receipt_url || !purchase.receipt_number) return null;
  return (
    <Receipt $end={end}>
      {/* Short on screen (the number, "Download"); the full name for assistive tech contains it. */}
      <ExternalLink href={purchase.receipt_url}>
        <VisuallyHidden>{fill(t.receipt, { number: purchase.receipt_number }, locale)}</VisuallyHidden>
        <span aria-hidden="true">{purchase.receipt_number}</span>
      </ExternalLink>
      <a href={downloadUrl(purchase.receipt_url)} download aria-label={fill(t.receiptDownload, { number: purchase.receipt_number }, locale)}>
        {t.downloadShort}
      </a>
    </Receipt>
  );
}

/**
 * The account's purchases, newest first, each paid one with its
 * receipt to open or download; more on request. Where the API has no purchase history, nothing.
 */
export function PurchaseHistory() {
  const id = useId();
  const { messages } = useDashboard();
  const t = useMessages('spend', spendEn);
  const history = usePurchaseHistory();
  const wide = useMediaQuery(WIDE_QUERY);

  if (history.isPending) return <Spinner label={t.purchasesLoading} />;
  if (history.isError && !history.data) return <Muted>{t.purchasesFailed}</Muted>;
  const pages = history.data.pages;
  if (pages[0] === null) return null;
  const purchases = pages.flatMap((page) => page?.purchases ?? []);

  return (
    <Section aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t.purchasesTitle}</CardTitle>
      {purchases.length === 0 ? (
        <Muted>{t.purchasesEmpty}</Muted>
      ) : wide ? (
        <ScrollRegion label={t.purchasesRegion} maxHeight={TABLE_MAX_HEIGHT}>
          <DataTable>
            <caption>
              <VisuallyHidden>{t.purchasesTitle}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.columnDate}</th>
                <th scope="col">{t.columnAmount}</th>
                <th scope="col">{t.columnStatus}</th>
                <th scope="col">{t.columnReceipt}</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id}>
                  <th scope="row">
                    <LocalDate value={purchase.created_at} />
                  </th>
                  <td>
                    <Amount purchase={purchase} />
                  </td>
                  <td>
                    <Status purchase={purchase} />
                  </td>
                  <td>
                    <ReceiptLinks purchase={purchase} end />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </ScrollRegion>
      ) : (
        // Below 1024 px a card per purchase: a table this narrow would hide its status and receipt to the side.
        <Cards aria-label={t.purchasesTitle}>
          {purchases.map((purchase) => (
            <li key={purchase.id}>
              <CardHead>
                <LocalDate value={purchase.created_at} />
                <Status purchase={purchase} />
              </CardHead>
              <Amount purchase={purchase} />
              <ReceiptLinks purchase={purchase} />
            </li>
          ))}
        </Cards>
      )}
      {history.isFetchNextPageError ? <Muted>{t.purchasesFailed}</Muted> : null}
      {history.hasNextPage ? (
        <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} aria-busy={history.isFetchingNextPage || undefined}>
          {history.isFetchingNextPage ? messages.common.loading : t.more}
        </Button>
      ) : null}
    </Section>
  );
}
