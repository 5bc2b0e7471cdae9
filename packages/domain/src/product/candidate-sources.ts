import { z } from 'zod';

/**
 * Candidate origins of SPEC 1 as spelled, with the product's search engine value (DESIGN §2), and
 * beyond SPEC's five: `manual`, one person typed in by a recruiter with the Add candidate form of a
 * pipeline (decision 014's companion choice, issue 14), and DESIGN §2's `career_page`, an
 * application on the workspace's public career page (decision 039), and `partner`, a submission
 * by a recruiting partner, whose link keeps the partner (decision 051).
 */
export const CANDIDATE_SOURCES = [
  'resume',
  'csv',
  'hirelane_search_engine',
  'chrome_extension',
  'ria_sourcing_agent',
  'manual',
  'career_page',
  'partner',
] as const;
export const candidateSourceSchema = z.enum(CANDIDATE_SOURCES);
export type CandidateSource = z.infer<typeof candidateSourceSchema>;

export const SOURCE_LABELS: Record<CandidateSource, string> = {
  resume: 'Resume',
  csv: 'CSV import',
  hirelane_search_engine: 'Hirelane search',
  chrome_extension: 'Browser extension',
  ria_sourcing_agent: 'Ria sourcing agent',
  manual: 'Added by hand',
  career_page: 'Career page',
  partner: 'Recruiting partner',
};
