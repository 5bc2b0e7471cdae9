import type { CsvPreview } from './csv-preview';
import type { MappingTarget } from './mapping';

/** A file read far enough to show its preview and map its columns. */
export type PickedCsv = { file: File; preview: CsvPreview };

/**
 * The CSV upload before the upload itself: the file picked and sniffed (or why not), and the
 * columns mapped by hand on top of the automatic mapping. The upload's progress lives in
 * `useUpload`, the import it started in the page's `?import=` parameter.
 */
export type CsvPickState = {
  picked: PickedCsv | null;
  fileError: string | null;
  reading: boolean;
  overrides: Record<string, MappingTarget>;
};

export type CsvPickEvent =
  /** The file failed the checks before reading (type, size). */
  | { type: 'file-refused'; error: string }
  /** The file passed the checks; its preview is being read. The last preview stays until then. */
  | { type: 'reading-started' }
  | { type: 'preview-read'; picked: PickedCsv }
  | { type: 'read-failed'; error: string }
  | { type: 'column-mapped'; header: string; target: MappingTarget }
  | { type: 'started-over' };

export const INITIAL_CSV_PICK: CsvPickState = {
  picked: null,
  fileError: null,
  reading: false,
  overrides: {},
};

export const csvPickReducer = (state: CsvPickState, event: CsvPickEvent): CsvPickState => {
  switch (event.type) {
    case 'file-refused':
      return { ...state, picked: null, fileError: event.error, overrides: {} };
    case 'reading-started':
      return { ...state, fileError: null, overrides: {}, reading: true };
    case 'preview-read':
      return { ...state, picked: event.picked, reading: false };
    case 'read-failed':
      return { ...state, picked: null, fileError: event.error, reading: false };
    case 'column-mapped':
      return { ...state, overrides: { ...state.overrides, [event.header]: event.target } };
    case 'started-over':
      return { ...state, picked: null, fileError: null, overrides: {} };
  }
};
