import { parseQuery } from '@hirelane/domain/search/query-parser';
import { unprocessable } from '../../http/http-error';

/** Refuses a query the search cannot run, pointing at the character (422 on `query`). */
export const requireParsableQuery = (query: string): void => {
  const parsed = parseQuery(query);
  if (parsed.ok) return;
  const message = `${parsed.error.message} (at character ${parsed.error.position + 1})`;
  throw unprocessable(message, [{ path: 'query', message }]);
};
