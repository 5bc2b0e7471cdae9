import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { downloadMatchingCsv } from '../api/candidate-bulk';

type ExportMatchingButtonProps = {
  /** The directory filters as an address query (search, project, stage, source, contact). */
  filterQuery: string;
  /** "1,234" or "1,000+": the count the page shows. */
  totalLabel: string;
};

/** "Export all N matching": the server streams everyone matching the filters as one CSV. */
export function ExportMatchingButton({ filterQuery, totalLabel }: ExportMatchingButtonProps) {
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadMatchingCsv(filterQuery);
    } catch {
      // Shown as a toast by the download.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" loading={exporting} onClick={() => void exportAll()}>
      Export all {totalLabel} matching
    </Button>
  );
}
