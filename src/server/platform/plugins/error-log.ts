/**
 * The logger's `err` serializer. A failed query reaches us as Drizzle's DrizzleQueryError, whose
 * message and `params` hold the values bound to the query (leads' e-mails and phones); the
 * driver's error may add a `detail` quoting a row. Of a database error we log only the SQL
 * state, the constraint, the table/column it names and the server's message, plus our stack frames.
 */
export function serializeError(error: Error): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (isQueryError(error)) {
    const db = sqlStateOf(error);
    return {
      type: 'DatabaseError',
      code: db?.code,
      constraint: db?.constraint,
      table: db?.table,
      column: db?.column,
      message: db?.message ?? 'consulta fallida (sin detalle del servidor)',
      stack: framesOf(error),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface SqlState {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  message: string;
}

/** A query error anywhere in the chain: Drizzle's wrapper (query + params) or a PostgreSQL error (node-postgres, PGlite). */
function isQueryError(error: Error): boolean {
  return chain(error).some((e) => ('query' in e && 'params' in e) || sqlState(e) !== undefined);
}

function sqlStateOf(error: Error): SqlState | undefined {
  for (const e of chain(error)) {
    const found = sqlState(e);
    if (found) return found;
  }
  return undefined;
}

function sqlState(e: object): SqlState | undefined {
  const { code, severity, constraint, table, column, message } = e as Record<string, unknown>;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof severity !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { code, constraint: text(constraint), table: text(table), column: text(column), message: text(message) ?? '' };
}

function chain(error: Error): object[] {
  const found: object[] = [];
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    found.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/** The stack without its first lines, which repeat the message (and with it the parameters). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}
