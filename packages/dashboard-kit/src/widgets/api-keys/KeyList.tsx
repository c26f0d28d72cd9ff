import { Fragment, type Ref } from 'react';
import { styled } from 'styled-components';
import { Table as KitTable } from '../../ui/table';
import type { ApiKey } from '../../api/schemas/api-keys';
import { keysEn } from '../../i18n/en/keys';
import { UntrustedText } from '../../ui/UntrustedText';
import { useMessages } from '../../ui/useMessages';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { knowsLastUse } from './apiKeys.logic';
import { KeyActions, type KeyRowCallbacks } from './KeyActions';
import { Status, useKeyFields } from './KeyCells';

export interface KeyListProps extends KeyRowCallbacks {
  keys: readonly ApiKey[];
  /** Each key's spend over 30 days in cents, by id, where the API tells it; a key not in it spent nothing. */
  spend?: ReadonlyMap<string, number>;
  /** Proposed API (API-PROPOSAL.md): keys take a monthly spend cap; a column shows each key's month against it. */
  spendCaps: boolean;
  /** A table of one line per key where it fits, else cards (ApiKeysPanel decides, useTableFits measures). */
  layout: 'table' | 'cards';
  /** The table, for measuring whether it fits. */
  tableRef?: Ref<HTMLTableElement>;
}

/**
 * One line per key: no cell wraps (a name too long for its column ends in an ellipsis, the whole
 * name in its title and for screen readers); headings wrap between words only. Where the line
 * does not fit, the panel shows cards instead.
 */
const Table = styled(KitTable).attrs({ $cells: '10px 7px', $capsHeadings: true })`
  & td {
    white-space: nowrap;
  }
  & .dk-api-keys-badges,
  & .dk-api-keys-month {
    flex-wrap: nowrap;
  }
`;

/** A key's name in the table: one line, cut with an ellipsis past the column's width. */
const TableName = styled(UntrustedText)`
  display: block;
  max-width: 11rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const CardItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  padding: 14px;
  display: grid;
  gap: 8px;
  background: ${({ theme }) => theme.colorSurface};
`;

const CardHead = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  font-weight: 600;
  & > :first-child {
    margin-inline-end: auto;
  }
`;

const Meta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  font-size: 13px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & dd {
    margin: 0;
  }
`;

/** The keys as a table of one line each, or as cards; each key's actions call back to the list's owner. */
export function KeyList({ keys, spend, spendCaps, layout, tableRef, ...callbacks }: KeyListProps) {
  const t = useMessages('keys', keysEn);
  const fields = useKeyFields(keys, spend, spendCaps);
  const canRoll = knowsLastUse(keys);

  if (layout === 'cards') {
    return (
      <Cards aria-label={t.title}>
        {keys.map((apiKey) => (
          <CardItem key={apiKey.id} className="dk-api-keys-card">
            <CardHead>
              <UntrustedText $lines={3}>{apiKey.name}</UntrustedText>
              <KeyActions apiKey={apiKey} canRoll={canRoll} spendCaps={spendCaps} {...callbacks} />
            </CardHead>
            <Meta>
              <dt>{t.columnStatus}</dt>
              <dd>
                <Status apiKey={apiKey} />
              </dd>
              {fields.map((field) => (
                <Fragment key={field.id}>
                  <dt>{field.cardLabel}</dt>
                  <dd>{field.value(apiKey)}</dd>
                </Fragment>
              ))}
            </Meta>
          </CardItem>
        ))}
      </Cards>
    );
  }

  return (
    <Table className="dk-api-keys-table" ref={tableRef}>
      <thead>
        <tr>
          <th scope="col">{t.columnName}</th>
          {fields.map((field) => (
            <th key={field.id} scope="col">
              {field.column}
            </th>
          ))}
          <th scope="col">{t.columnStatus}</th>
          {/* Named for assistive technology; on screen the row menu's button says what the column is. */}
          <th scope="col">
            <VisuallyHidden>{t.columnActions}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((apiKey) => (
          <tr key={apiKey.id}>
            <td>
              <TableName title={apiKey.name}>{apiKey.name}</TableName>
            </td>
            {fields.map((field) => (
              <td key={field.id}>{field.value(apiKey)}</td>
            ))}
            <td><Status apiKey={apiKey} /></td>
            <td>
              <KeyActions apiKey={apiKey} canRoll={canRoll} spendCaps={spendCaps} {...callbacks} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
