import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseAppQuery, type AppQuery } from '@hirelane/domain/app-shell/query-params';

/** The SPEC 2.1 query parameters of the current URL, validated. */
export const useAppQuery = (): AppQuery => {
  const [searchParams] = useSearchParams();
  return useMemo(() => {
    const record: Record<string, string> = {};
    for (const [key, value] of searchParams) if (!(key in record)) record[key] = value;
    return parseAppQuery(record);
  }, [searchParams]);
};
