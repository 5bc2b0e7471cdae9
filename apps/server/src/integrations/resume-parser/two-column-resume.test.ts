import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../bench/resume-corpus/corpus-truth';
import { parseResume } from './parse-resume';

/** Chromium prints of two-column templates: name and main column beside a sidebar. */
const COLUMN_LAYOUTS = ['two-column', 'sidebar-left', 'sidebar-right', 'header-band'];
const files = loadCorpus().filter(
  (file) => file.kind === 'pdf' && COLUMN_LAYOUTS.includes(file.truth.layout),
);

describe('PDF resumes printed from two-column HTML', () => {
  it('are all in the corpus', () => {
    expect(files).toHaveLength(COLUMN_LAYOUTS.length * 6);
  });

  it.each(files.map((file) => [file.file, file] as const))(
    '%s: name, title, company, skills and experience read column by column',
    async (_name, file) => {
      const result = await parseResume(file.bytes);
      if (!result.ok) throw new Error(result.reason);
      const { resume } = result;
      expect(resume.full_name).toBe(file.truth.name);
      expect(resume.designation).toBe(file.truth.title);
      expect(resume.current_company).toBe(file.truth.company);
      expect([...resume.skills].sort()).toEqual([...file.truth.skills].sort());
      expect(resume.experience.map((entry) => [entry.title, entry.company])).toEqual(
        file.truth.experience.map((job) => [job.title, job.company]),
      );
    },
  );
});
