import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { groupSections } from './group-sections';
import { sectionKindOf } from './section-kind';

describe('sectionKindOf', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['Work History', 'experience'],
    ['Employment', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Education & Training', 'education'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['SUMMARY', 'summary'],
    ['Profile', 'summary'],
    ['About Me', 'summary'],
    ['Projects', 'projects'],
    ['Licenses & Certifications', 'certifications'],
    ['Languages:', 'languages'],
    ['E X P E R I E N C E', 'experience'],
    // A letter-spaced heading whose word space the PDF lost.
    ['WORKEXPERIENCE', 'experience'],
    // A name written in the singular.
    ['Language', 'languages'],
    ['Skill', 'skills'],
    ['Toolbox', 'skills'],
    ['TECHNICAL PROFICIENCIES', 'skills'],
    ['Mother tongue(s)', 'languages'],
    ['Technical skills and competences', 'skills'],
    ['Personal skills and competences', 'skills'],
    ['Relevant Work Experience', 'experience'],
    ['Education and Professional Development', 'education'],
    // Round 6: a word naming work history anywhere in a short heading, and the conversational
    // section names of designed templates.
    ['Employment Summary', 'experience'],
    ['Employment Record', 'experience'],
    ['WORK CHRONOLOGY', 'experience'],
    ['Where I Have Worked', 'experience'],
    ["Where I've worked", 'experience'],
    ['Track Record', 'experience'],
    ['In Short', 'summary'],
    ['Who I Am', 'summary'],
    ['Hello', 'summary'],
    ['What I Do Best', 'skills'],
    ['Strengths', 'skills'],
    ['Capabilities', 'skills'],
    ['Technical', 'skills'],
    ['Get in Touch', 'contact'],
    ['Contact Me', 'contact'],
    ['Reach Me', 'contact'],
    ['Learning', 'education'],
    ['Academic Credentials', 'education'],
    ['Career Summary', 'summary'],
    ['Training & Qualifications', 'education'],
    ['SUMMARY OF QUALIFICATIONS', 'summary'],
    ['Skills / Tools', 'skills'],
    ['Work / Employment History', 'experience'],
  ])('%s is a %s heading', (text, kind) => {
    expect(sectionKindOf(text.replace(/:$/, ''))).toBe(kind);
  });

  it.each([
    'Senior Engineer',
    'Experience with Kafka and Go at scale',
    'Skills 2020',
    'jane@skills.io',
    'Experience in fintech',
    'Skills we need',
    'Career in fintech',
    // A Europass label naming two things, only one of them a section.
    'Desired employment / Occupational field',
    'Desired employment /',
  ])('%s is not a heading', (text) => {
    expect(sectionKindOf(text)).toBeNull();
  });
});

describe('groupSections', () => {
  it('splits upper-case headings and keeps the name and contact lines as the header', () => {
    const grouped = groupSections([
      boldLine('JANE DOE', { fontSize: 20 }),
      makeLine('Berlin, Germany | jane@example.com'),
      boldLine('SUMMARY', { fontSize: 12 }),
      makeLine('Engineer who likes boring deploys.'),
      boldLine('EXPERIENCE', { fontSize: 12 }),
      makeLine('Engineer\tJan 2020 – Present'),
      bulletLine('Did things.'),
      boldLine('EDUCATION', { fontSize: 12 }),
      makeLine('University of Oslo'),
    ]);
    expect(grouped.header.map((line) => line.text)).toEqual([
      'JANE DOE',
      'Berlin, Germany | jane@example.com',
    ]);
    expect(grouped.sections.map((section) => [section.kind, section.lines.length])).toEqual([
      ['summary', 1],
      ['experience', 2],
      ['education', 1],
    ]);
  });

  it('needs a heading to stand out: a plain body line "Experience" stays content', () => {
    const grouped = groupSections([
      boldLine('Skills'),
      makeLine('Experience'),
      makeLine('Go, Rust'),
    ]);
    expect(grouped.sections).toHaveLength(1);
    expect(grouped.sections[0]?.lines.map((line) => line.text)).toEqual(['Experience', 'Go, Rust']);
  });

  it('treats an unknown line styled like the known headings as a section of its own', () => {
    const grouped = groupSections([
      boldLine('Jane Doe', { fontSize: 16 }),
      boldLine('EXPERIENCE', { fontSize: 12 }),
      makeLine('Engineer, Acme\t2019 - 2021'),
      boldLine('HACKATHONS', { fontSize: 12 }),
      makeLine('Won the 2019 city hackathon.'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience', 'other']);
  });

  it('does not mistake an upper-case company above dates for a heading', () => {
    const grouped = groupSections([
      boldLine('EXPERIENCE'),
      boldLine('KPMG'),
      makeLine('Business Analyst | 2014 – 2016'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience']);
    expect(grouped.sections[0]?.lines).toHaveLength(2);
  });

  it('splits an inline heading ("Skills: a, b") but keeps labels inside a skills section', () => {
    const grouped = groupSections([
      boldLine('SUMMARY'),
      makeLine('Short summary.'),
      makeLine('Skills: Go, Rust'),
      makeLine('Languages: Go, Rust, Python'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['summary', 'skills']);
    expect(grouped.sections[1]?.lines.map((line) => line.text)).toEqual([
      'Go, Rust',
      'Languages: Go, Rust, Python',
    ]);
  });

  it('joins a heading wrapped over two lines in a narrow column ("EDUCATION &" / "TRAINING")', () => {
    const grouped = groupSections([
      boldLine('EXPERIENCE', { fontSize: 12, y: 100 }),
      makeLine('Engineer, Acme\t2019 - 2021', { y: 115 }),
      boldLine('EDUCATION &', { fontSize: 12, y: 140 }),
      boldLine('TRAINING', { fontSize: 12, y: 154 }),
      makeLine('BA Economics', { y: 170 }),
    ]);
    expect(grouped.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION & TRAINING'],
    ]);
    expect(grouped.sections[1]?.lines.map((line) => line.text)).toEqual(['BA Economics']);
  });

  it('joins a right-aligned label wrapped under its first line in a label column', () => {
    const grouped = groupSections([
      boldLine('Work experience', { fontSize: 11, y: 100 }),
      makeLine('Dates\t2019 - 2021', { y: 115 }),
      makeLine('Technical skills and\tSQL, BigQuery, Looker', { x: 105, width: 340, y: 515 }),
      makeLine('competences', { x: 129, width: 57, y: 526 }),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience', 'skills']);
    expect(grouped.sections[1]?.lines.map((line) => line.text)).toEqual(['SQL, BigQuery, Looker']);
  });
});

describe('groupSections with headings it has no name for', () => {
  const heading = (text: string, y: number) => boldLine(text, { fontSize: 16, y });

  it('reads unnamed headings styled like the named ones by what their sections hold, above the first named one too', () => {
    const grouped = groupSections([
      boldLine('Quinn Novak', { fontSize: 20, y: 10 }),
      makeLine('Analytics Lead', { y: 30 }),
      heading('Where We Crossed Paths', 50),
      makeLine("Jan '23 – now · Lisbon, Portugal", { y: 70 }),
      makeLine('Analytics Lead @ Umbrella Health', { y: 84 }),
      heading('Say Hi', 100),
      makeLine('quinn.novak@gmail.com', { y: 120 }),
      makeLine('+49 30 9287416', { y: 134 }),
      heading('Things I Do Well', 150),
      bulletLine('Tableau', { y: 170 }),
      bulletLine('BigQuery', { y: 184 }),
      bulletLine('dbt', { y: 198 }),
      heading('Education', 220),
      makeLine('MSc Informatics, TU Munich · 2013–2016', { y: 240 }),
    ]);
    expect(grouped.header.map((line) => line.text)).toEqual(['Quinn Novak', 'Analytics Lead']);
    expect(grouped.sections.map((section) => [section.heading, section.kind])).toEqual([
      ['Where We Crossed Paths', 'experience'],
      ['Say Hi', 'contact'],
      ['Things I Do Well', 'skills'],
      ['Education', 'education'],
    ]);
  });

  it('never takes the largest text (the name) or the first line for a heading', () => {
    const grouped = groupSections([
      heading('Quinn Novak', 10),
      makeLine('quinn.novak@gmail.com', { y: 30 }),
      heading('Experience', 50),
      makeLine('Analytics Lead @ Umbrella Health\t2019 – 2023', { y: 70 }),
    ]);
    expect(grouped.header.map((line) => line.text)).toEqual([
      'Quinn Novak',
      'quinn.novak@gmail.com',
    ]);
  });

  it('starts a section at a look-alike heading above dates when what follows is another kind of section', () => {
    const grouped = groupSections([
      boldLine('Nadia Mendoza', { fontSize: 19, y: 5 }),
      boldLine('TRACK RECORD', { y: 10 }),
      boldLine('EXPERIENCE', { y: 20 }),
      makeLine("Feb '22 – Sep '23 · Warsaw, Poland", { y: 30 }),
      boldLine('Marketing Manager @ Initech', { y: 40 }),
      makeLine('Grew organic traffic by 180% in eighteen months.', { y: 50 }),
      boldLine('LEARNING', { y: 60 }),
      boldLine('Bachelor of Commerce', { y: 70 }),
      makeLine('University of Melbourne · 2015–2018', { y: 80 }),
    ]);
    const learning = grouped.sections.find((section) => section.heading === 'LEARNING');
    expect(learning?.kind).toBe('education');
    expect(learning?.lines.map((line) => line.text)).toEqual([
      'Bachelor of Commerce',
      'University of Melbourne · 2015–2018',
    ]);
  });

  it('keeps a company in capitals above its dates inside the work history ("KPMG")', () => {
    const grouped = groupSections([
      boldLine('Grace Mwangi', { fontSize: 14 }),
      makeLine('grace.mwangi@safaricom.co.ke'),
      boldLine('EXPERIENCE'),
      boldLine('Safaricom PLC'),
      makeLine('Senior Product Manager | Jan 2019 – Present | Nairobi, Kenya'),
      boldLine('KPMG'),
      makeLine('Business Analyst | Jan 2014 – Apr 2016 | Nairobi, Kenya'),
      bulletLine('Modelled telecom tariffs.'),
    ]);
    expect(grouped.sections.map((section) => section.heading)).toEqual(['EXPERIENCE']);
    expect(grouped.sections[0]?.lines.map((line) => line.text)).toContain('KPMG');
  });

  it('reads a section named only by one of its words by its lines when they clearly hold something else', () => {
    const grouped = groupSections([
      boldLine('Rosa Moretti', { fontSize: 20 }),
      boldLine('Work Experience'),
      makeLine('2019–\tAnalytics Lead, Globex'),
      boldLine('Key Qualifications'),
      makeLine('Brand strategy, Email marketing, Salesforce, SEO, Google Analytics'),
      boldLine('Language'),
      makeLine('Portuguese'),
      makeLine('Spanish'),
      makeLine('Italian'),
    ]);
    expect(grouped.sections.map((section) => [section.heading, section.kind])).toEqual([
      ['Work Experience', 'experience'],
      ['Key Qualifications', 'skills'],
      // A known name (here in the singular) is trusted whatever its lines look like.
      ['Language', 'languages'],
    ]);
  });
});
