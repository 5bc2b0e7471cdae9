import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { Button } from '../../../components/ui/button';
import type { PickedCsv } from '../lib/csv-pick-state';
import { delimiterName } from '../lib/csv-preview';
import { formatBytes } from '../lib/file-checks';
import type { ColumnMapping, MappingTarget } from '../lib/mapping';
import type { UploadState } from '../lib/use-upload';
import { ColumnMappingForm } from './column-mapping-form';
import { ImportFailed } from './csv-import-status';
import { CsvPreviewTable } from './csv-preview-table';
import { UploadProgressBar } from './upload-progress';

type CsvMappingStepProps = {
  picked: PickedCsv;
  headers: readonly string[];
  mapping: ColumnMapping;
  customFields: readonly CustomField[];
  problems: readonly string[];
  upload: UploadState;
  onMapColumn: (header: string, target: MappingTarget) => void;
  onImport: () => void;
  onCancel: () => void;
};

/** The picked file's preview and column mapping, then its upload with progress. */
export function CsvMappingStep({
  picked,
  headers,
  mapping,
  customFields,
  problems,
  upload,
  onMapColumn,
  onImport,
  onCancel,
}: CsvMappingStepProps) {
  return (
    <>
      <section aria-labelledby="csv-preview-heading" className="space-y-3">
        <div>
          <h2 id="csv-preview-heading" className="text-base font-semibold text-stone-900">
            Preview
          </h2>
          <p className="text-sm break-words text-stone-600">
            {picked.file.name} · {formatBytes(picked.file.size)} ·{' '}
            {delimiterName(picked.preview.delimiter)}-separated · {picked.preview.headers.length}{' '}
            columns
          </p>
        </div>
        <CsvPreviewTable preview={picked.preview} />
      </section>
      <ColumnMappingForm
        headers={headers}
        sample={picked.preview.rows[0] ?? []}
        mapping={mapping}
        customFields={customFields}
        problems={problems}
        onChange={onMapColumn}
      />
      {upload.phase === 'uploading' ? <UploadProgressBar progress={upload.progress} /> : null}
      {upload.phase === 'failed' ? (
        <ImportFailed title="The upload failed" message={upload.message} onRetry={onImport} />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={onImport}
            loading={upload.phase === 'uploading'}
            disabled={problems.length > 0}
          >
            Import candidates
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </>
  );
}
