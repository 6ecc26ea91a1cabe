import { Fragment, type Key, type ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { useWideScreen } from './use-media-query.ts';

/** From this width up rows are a table; below it (phones, 360 px) each row is a card. */
export const TABLE_MIN_WIDTH = '(min-width: 40rem)';

export interface Column<T> {
  /** The heading; in a card, the label before the value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the heading and cells (alignment, `whitespace-nowrap`); tables only. */
  className?: string;
  /**
   * In a card: `title` goes on the card's first line (no label), `actions` on its last line (no
   * label; its heading is read by screen readers only in the table). Otherwise a label: value line.
   */
  card?: 'title' | 'actions';
}

const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

/**
 * Rows of a staff list: a table from 640 px up, one card per row below, so a phone never scrolls
 * sideways; both are named by `label` (a table or a list). Renders one of the two, never both.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  busy = false,
  framed = false,
  className,
}: {
  label: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => Key;
  /** A newer answer is on its way (the rows shown are the previous ones). */
  busy?: boolean;
  /** Draws the table in its own white bordered box (cards always have their own). */
  framed?: boolean;
  className?: string;
}) {
  const wide = useWideScreen(TABLE_MIN_WIDTH);
  if (!wide) return <RowCards label={label} rows={rows} columns={columns} rowKey={rowKey} busy={busy} className={className} />;
  return (
    <div className={cn(framed && 'rounded-lg border border-border bg-white shadow-sm', className)}>
      <Table aria-label={label} aria-busy={busy || undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.card === 'actions' ? <span className="sr-only">{column.header}</span> : column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function RowCards<T>({
  label,
  rows,
  columns,
  rowKey,
  busy,
  className,
}: {
  label: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => Key;
  busy: boolean;
  className?: string | undefined;
}) {
  const titles = columns.filter((c) => c.card === 'title');
  const fields = columns.filter((c) => c.card === undefined);
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', className)}>
      {rows.map((row) => {
        const lines = fields.map((column) => ({ column, value: column.cell(row) })).filter(({ value }) => !isBlank(value));
        return (
          // A card is as wide as the phone: a long badge wraps inside it instead of widening the page.
          <li
            key={rowKey(row)}
            className="grid min-w-0 gap-2 rounded-lg border border-border bg-white p-3 text-sm shadow-sm [&_[data-slot=badge]]:whitespace-normal"
          >
            {titles.length > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-2 font-medium">
                {titles.map((column) => (
                  <div key={column.header} className="min-w-0 break-words">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            )}
            {lines.length > 0 && (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 break-words">
                {lines.map(({ column, value }) => (
                  <Fragment key={column.header}>
                    <dt className="text-muted">{column.header}</dt>
                    <dd className="min-w-0">{value}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {actions.length > 0 && (
              <div className="flex flex-wrap items-center justify-end gap-1">
                {actions.map((column) => (
                  <div key={column.header}>{column.cell(row)}</div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
