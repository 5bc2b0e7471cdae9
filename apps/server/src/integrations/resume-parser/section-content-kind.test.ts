import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { sectionKindFromContent } from './section-content-kind';

describe('sectionKindFromContent', () => {
  it('reads a few short lines with an e-mail address as contact details', () => {
    expect(
      sectionKindFromContent([
        makeLine('quinn.novak@gmail.com'),
        makeLine('+49 30 9287416'),
        makeLine('Madrid, Spain'),
      ]),
    ).toBe('contact');
  });

  it('reads dated entries led by job titles as the work history', () => {
    expect(
      sectionKindFromContent([
        makeLine("Jan '23 – now · Lisbon, Portugal"),
        makeLine('Analytics Lead @ Umbrella Health'),
        bulletLine('Built the revenue dashboard the leadership team reviews every Monday.'),
      ]),
    ).toBe('experience');
    expect(
      sectionKindFromContent([
        makeLine('Senior Software Engineer, Aperture Science (2021–2024)'),
        makeLine('Software Engineer, Bluth Company (2019–2021)'),
      ]),
    ).toBe('experience');
  });

  it('reads dated entries led by schools or degrees as education', () => {
    expect(
      sectionKindFromContent([
        boldLine('Bachelor of Commerce'),
        makeLine('University of Melbourne · 2015–2018'),
      ]),
    ).toBe('education');
    expect(
      sectionKindFromContent([makeLine('BS Statistics | University of Washington | 2016')]),
    ).toBe('education');
  });

  it('reads lines of short items only as skills', () => {
    expect(
      sectionKindFromContent(
        ['AWS', 'Helm', 'GitHub Actions', 'Prometheus'].map((skill) => bulletLine(skill)),
      ),
    ).toBe('skills');
    expect(sectionKindFromContent([makeLine('TypeScript, Redis, Docker, Java, REST APIs.')])).toBe(
      'skills',
    );
    expect(sectionKindFromContent([makeLine('Statistics\tPython'), makeLine('Tableau')])).toBe(
      'skills',
    );
  });

  it('says nothing of prose, achievements or a lone item', () => {
    expect(
      sectionKindFromContent([
        boldLine('Delivery'),
        makeLine('Shipped the checkout rewrite that serves 2 million orders a month.'),
      ]),
    ).toBeNull();
    expect(sectionKindFromContent([makeLine('Chess')])).toBeNull();
    expect(sectionKindFromContent([])).toBeNull();
    // Dates without a title or a school (a list of talks) are not a work history.
    expect(sectionKindFromContent([makeLine('Berlin meetup, 2019 – 2020')])).toBeNull();
  });
});
