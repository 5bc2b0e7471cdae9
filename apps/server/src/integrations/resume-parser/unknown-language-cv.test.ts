import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { findDateRange } from './parse-resume-date';
import { parseResumeLines } from './parse-resume-lines';
import { groupSectionsByShape, kindFromShape } from './shape-sections';

/**
 * Round 18 of decision 017: structure without the language. Finnish, Turkish, Hungarian and
 * Czech have no tables in the parser; their headings, months and "present" words are read only
 * by the fallback.
 */
describe('dates in a language without tables', () => {
  it('reads a word before a dash after a date as a running job', () => {
    expect(findDateRange('03/2019 – nyt')).toMatchObject({
      start: '2019-03',
      end: null,
      isCurrent: true,
      single: false,
    });
    expect(findDateRange('2019-04 – jelenleg')).toMatchObject({
      start: '2019-04',
      isCurrent: true,
    });
    expect(findDateRange('Ocak 2018 – Günümüz')).toMatchObject({
      start: '2018-01',
      isCurrent: true,
      index: 0,
      length: 'Ocak 2018 – Günümüz'.length,
    });
    expect(findDateRange('05.2017 - devam ediyor')).toMatchObject({
      start: '2017-05',
      isCurrent: true,
    });
  });

  it('reads a month word of an unknown language before a year at year precision', () => {
    expect(findDateRange('huhtikuu 2016 – toukokuu 2019')).toMatchObject({
      start: '2016-01',
      end: '2019-01',
      isCurrent: false,
      single: false,
      index: 0,
    });
    expect(findDateRange('Květen 2014 – Září 2016')).toMatchObject({
      start: '2014-01',
      end: '2016-01',
    });
  });

  it('reads digit-only dates joined by one short word, and one opened and ended by words', () => {
    expect(findDateRange('03.2016 až 05.2019')).toMatchObject({
      start: '2016-03',
      end: '2019-05',
    });
    expect(findDateRange('od 09.2020 do dnes')).toMatchObject({
      start: '2020-09',
      isCurrent: true,
      index: 0,
    });
  });

  it('keeps the known readings: a known month after the dash is an end that wrapped', () => {
    expect(findDateRange('December 2018 — April')).toMatchObject({
      start: '2018-12',
      single: true,
      isCurrent: false,
    });
    expect(findDateRange('Jan 2020 – Present')).toMatchObject({
      start: '2020-01',
      isCurrent: true,
    });
    expect(findDateRange('Graduated 2019 in Berlin')).toMatchObject({ single: true });
    expect(findDateRange('2015 – 2019')).toMatchObject({ start: '2015-01', end: '2019-01' });
  });
});

describe('sections by their shape', () => {
  it('reads dated entries as the work history, or the education when they name schools', () => {
    expect(
      kindFromShape([
        makeLine('Data Analyst\t03/2019 – nyt'),
        makeLine('Oy Esimerkki Ab, Helsinki'),
      ]),
    ).toBe('experience');
    expect(
      kindFromShape([makeLine('Ohjelmistokehittäjä\t2016 – 2019'), makeLine('Nokia Oyj')]),
    ).toBe('experience');
    expect(
      kindFromShape([makeLine('2010 – 2013\tMSc Statistics'), makeLine('Aalto University')]),
    ).toBe('education');
  });

  it('reads short items with known tools as the skills, and other short items as nothing', () => {
    expect(kindFromShape([makeLine('Python, SQL, Excel, Tiimityö')])).toBe('skills');
    expect(kindFromShape([makeLine('Suomi, Englanti, Ruotsi')])).toBeNull();
    expect(kindFromShape([makeLine('Python')])).toBeNull();
  });

  it('takes headings in capitals over bold job titles at the body size', () => {
    const grouped = groupSectionsByShape([
      boldLine('Aino Virtanen', { fontSize: 20 }),
      makeLine('aino.virtanen@example.fi'),
      makeLine('TYÖKOKEMUS', { fontSize: 12 }),
      boldLine('Data Analyst'),
      makeLine('Oy Esimerkki Ab\t03/2019 – nyt'),
      makeLine('KOULUTUS', { fontSize: 12 }),
      makeLine('MSc Statistics, Aalto University\t2014 – 2016'),
      makeLine('TAIDOT', { fontSize: 12 }),
      makeLine('Python, SQL, Tableau'),
    ]);
    expect(grouped.header.map((line) => line.text)).toEqual([
      'Aino Virtanen',
      'aino.virtanen@example.fi',
    ]);
    expect(grouped.sections.map((section) => [section.heading, section.kind])).toEqual([
      ['TYÖKOKEMUS', 'experience'],
      ['KOULUTUS', 'education'],
      ['TAIDOT', 'skills'],
    ]);
  });
});

describe('a CV in a language without tables', () => {
  it('reads a Turkish CV: title, company, running job, skills and education', () => {
    const heading = { bold: true, fontSize: 13 };
    const resume = parseResumeLines(
      [
        boldLine('Elif Yılmaz', { fontSize: 22 }),
        makeLine('elif.yilmaz@example.com.tr · +90 532 123 45 67'),
        boldLine('Hakkımda', heading),
        makeLine('Veriye dayalı kararlar alan ekipler kuran bir analist olarak çalışıyorum.'),
        boldLine('İş Deneyimi', heading),
        boldLine('Senior Data Analyst\tOcak 2021 – Günümüz'),
        makeLine('Trendyol'),
        bulletLine('Built the weekly revenue dashboard used by every team.'),
        boldLine('Data Analyst\tMart 2017 – Aralık 2020'),
        makeLine('Getir'),
        bulletLine('Cut the monthly reporting time from three days to one.'),
        boldLine('Eğitim', heading),
        makeLine('BSc Statistics\t2012 – 2016'),
        makeLine('Orta Doğu Teknik Üniversitesi'),
        boldLine('Yetenekler', heading),
        makeLine('Python, SQL, Tableau, Excel, İstatistik'),
        boldLine('Diller', heading),
        makeLine('Türkçe, İngilizce'),
      ],
      1,
    );
    expect(resume.full_name).toBe('Elif Yılmaz');
    expect(resume.designation).toBe('Senior Data Analyst');
    expect(resume.current_company).toBe('Trendyol');
    expect(resume.skills).toEqual(['Python', 'SQL', 'Tableau', 'Excel', 'İstatistik']);
    expect(
      resume.experience.map(({ title, company, start_date, end_date, is_current }) => [
        title,
        company,
        start_date,
        end_date,
        is_current,
      ]),
    ).toEqual([
      ['Senior Data Analyst', 'Trendyol', '2021-01', null, true],
      ['Data Analyst', 'Getir', '2017-01', '2020-01', false],
    ]);
    expect(resume.education.map((entry) => entry.degree)).toEqual(['BSc']);
  });

  it('reads a Hungarian CV whose headings are in capitals and dates in digits', () => {
    const heading = { fontSize: 11 };
    const resume = parseResumeLines(
      [
        boldLine('Kovács Anna', { fontSize: 20 }),
        makeLine('anna.kovacs@example.hu'),
        makeLine('SZAKMAI TAPASZTALAT', heading),
        boldLine('QA Engineer'),
        makeLine('Prezi\t2020.03 – jelenleg'),
        bulletLine('Wrote the end-to-end suite that now guards every release.'),
        boldLine('Software Tester'),
        makeLine('LogMeIn\t2016.09 – 2020.02'),
        makeLine('KÉSZSÉGEK', heading),
        makeLine('Cypress • Selenium • Jira • SQL'),
      ],
      1,
    );
    expect(resume.designation).toBe('QA Engineer');
    expect(resume.current_company).toBe('Prezi');
    expect(resume.skills).toEqual(['Cypress', 'Selenium', 'Jira', 'SQL']);
    expect(resume.experience.map((entry) => [entry.start_date, entry.is_current])).toEqual([
      ['2020-03', true],
      ['2016-09', false],
    ]);
  });

  it('does not read the fallback where a known heading found the section', () => {
    const resume = parseResumeLines(
      [
        boldLine('Jan Novák', { fontSize: 20 }),
        makeLine('jan.novak@example.cz'),
        makeLine('EXPERIENCE', { fontSize: 12 }),
        boldLine('Backend Developer\t2019 – 2023'),
        makeLine('Seznam'),
        makeLine('DOVEDNOSTI', { fontSize: 12 }),
        makeLine('Python, SQL, Docker'),
      ],
      1,
    );
    expect(resume.experience.map((entry) => entry.company)).toEqual(['Seznam']);
    expect(resume.skills).toEqual(['Python', 'SQL', 'Docker']);
  });
});
