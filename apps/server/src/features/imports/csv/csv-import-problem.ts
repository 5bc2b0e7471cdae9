import { CsvReadError } from './csv-file-reader';

/** A reason the file cannot be imported, worded for the person who uploaded it. */
export class CsvImportProblem extends Error {}

export const readableError = (error: unknown): string => {
  if (error instanceof CsvImportProblem || error instanceof CsvReadError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === '23505')
    return 'The same candidates were changed by someone else at the same time. Nothing was imported; run the import again.';
  const detail = error instanceof Error ? ` (${error.message})` : '';
  return `The import failed while saving the candidates${detail}. Nothing was imported.`;
};
