import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../bench/resume-corpus/corpus-truth';
import { parseResume } from './parse-resume';

/**
 * Layouts tuned on in round 3 of decision 017: a centred one-column resume (company and place on
 * one row, title and dates on the next), a name-and-contact header over a narrow skills sidebar,
 * and skills in table cells set close together.
 */
const CASES = [
  { layout: 'centered', kinds: ['pdf', 'docx'] },
  { layout: 'split-header', kinds: ['pdf', 'docx'] },
  { layout: 'timeline', kinds: ['pdf', 'docx'] },
];
const files = loadCorpus().filter((file) =>
  CASES.some((entry) => entry.layout === file.truth.layout && entry.kinds.includes(file.kind)),
);

describe('corpus resumes of the layouts tuned in round 3', () => {
  it('are all in the corpus', () => {
    expect(files).toHaveLength(CASES.length * 2 * 6);
  });

  it.each(files.map((file) => [file.file, file] as const))(
    '%s: title, company, skills and experience',
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
