import { parsedResumeSchema } from '@hirelane/domain/candidates/parsed-resume.schema';
import { describe, expect, it } from 'vitest';
import { expectedMonth } from '../../../test/resume-fixtures/persona';
import { PERSONAS } from '../../../test/resume-fixtures/personas';
import { RESUME_FORMATS, renderResume } from '../../../test/resume-fixtures/resume-corpus';
import { parseResume } from './parse-resume';

describe.each(RESUME_FORMATS)('parseResume on %s resumes', (format) => {
  it.each(PERSONAS.map((persona) => [persona.id, persona] as const))(
    'reads %s field by field',
    async (_id, persona) => {
      const result = await parseResume(await renderResume(persona, format));
      if (!result.ok) throw new Error(`refused: ${result.reason}`);
      const resume = parsedResumeSchema.parse(result.resume);
      const current = persona.jobs[0]!;

      expect(resume.full_name).toBe(persona.fullName);
      expect(resume.first_name).toBe(persona.firstName);
      expect(resume.last_name).toBe(persona.lastName);
      expect(resume.email).toBe(persona.email);
      expect(resume.phone).toBe(persona.phone);
      expect(resume.linkedin_url).toBe(persona.linkedinUrl);
      expect(resume.current_city).toBe(persona.city);
      expect(resume.country).toBe(persona.country);
      expect(resume.designation).toBe(current.title);
      expect(resume.current_company).toBe(current.company);
      expect(resume.summary?.replace(/\s+/g, ' ')).toBe(persona.summary);
      expect(resume.page_count).toBe(1);

      expect(
        resume.experience.map((entry) => [entry.title, entry.company, entry.location]),
      ).toEqual(persona.jobs.map((job) => [job.title, job.company, job.location]));
      expect(
        resume.experience.map((entry) => [entry.start_date, entry.end_date, entry.is_current]),
      ).toEqual(
        persona.jobs.map((job) => [
          expectedMonth(job.start, job.dateStyle),
          expectedMonth(job.end, job.dateStyle),
          job.end === null,
        ]),
      );
      resume.experience.forEach((entry, index) => {
        for (const bullet of persona.jobs[index]?.bullets ?? [])
          expect(entry.description).toContain(bullet);
      });

      expect(resume.education).toEqual(
        persona.education.map((school) => ({
          school: school.school,
          degree: school.degree,
          field_of_study: school.field,
          start_date: expectedMonth(school.start, school.dateStyle),
          end_date: expectedMonth(school.end, school.dateStyle),
        })),
      );
      expect(resume.skills).toEqual(expect.arrayContaining(persona.skills));
      expect(resume.skills).toHaveLength(persona.skills.length);
    },
  );
});
