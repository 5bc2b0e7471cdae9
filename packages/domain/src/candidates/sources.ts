import { z } from 'zod';

/** Candidate origins of SPEC 1 as spelled, with the product's search engine value (DESIGN §2). */
export const CANDIDATE_SOURCES = [
  'resume',
  'csv',
  'hirelane_search_engine',
  'chrome_extension',
  'ria_sourcing_agent',
] as const;
export const candidateSourceSchema = z.enum(CANDIDATE_SOURCES);
export type CandidateSource = z.infer<typeof candidateSourceSchema>;

export const SOURCE_LABELS: Record<CandidateSource, string> = {
  resume: 'Resume',
  csv: 'CSV import',
  hirelane_search_engine: 'Hirelane search',
  chrome_extension: 'Browser extension',
  ria_sourcing_agent: 'Ria sourcing agent',
};
