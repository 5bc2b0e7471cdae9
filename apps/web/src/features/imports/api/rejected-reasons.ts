import { useQuery } from '@tanstack/react-query';
import Papa from 'papaparse';
import { loggedLoad } from '../../../lib/logged-load';

export type RejectedRow = { line: string; reason: string };

/** Enough of the report for its first rows; the whole file is the download. */
const REPORT_PREVIEW_BYTES = 64 * 1024;
export const REJECTED_PREVIEW_ROWS = 5;

const readStart = async (response: Response): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return (await response.text()).slice(0, REPORT_PREVIEW_BYTES);
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < REPORT_PREVIEW_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
};

/**
 * The first rejected rows with their reasons, read from the rejected-rows report: its last two
 * columns are the reason and the line in the file.
 */
export const parseRejectedReport = (text: string): RejectedRow[] => {
  const rows = Papa.parse<string[]>(text, {
    delimiter: ',',
    preview: REJECTED_PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
  }).data;
  return rows.slice(1).flatMap((row) => {
    const reason = row.at(-2);
    const line = row.at(-1);
    return reason && line ? [{ line, reason }] : [];
  });
};

export const useRejectedRowsQuery = (url: string | null) =>
  useQuery({
    queryKey: ['imports', 'rejected-report', url],
    queryFn: ({ signal }) =>
      loggedLoad('the rejected rows', async () => {
        const response = await fetch(url ?? '', { credentials: 'same-origin', signal });
        if (!response.ok) throw new Error(`The report answered ${response.status}.`);
        return parseRejectedReport(await readStart(response));
      }),
    enabled: Boolean(url),
    retry: false,
  });
