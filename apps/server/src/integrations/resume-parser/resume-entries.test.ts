import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { htmlToLines } from './extract-docx-lines';
import { extractEducation, splitDegree } from './extract-education';
import { extractExperience, readEntryHeading } from './extract-experience';
import { extractSkills } from './extract-skills';

const heading = (...texts: string[]) =>
  readEntryHeading(texts.map((text, index) => makeLine(text, { bold: index === 0 })));

describe('experience entry headings', () => {
  it.each([
    [['Acme Corp — Senior Engineer — 2019–2021'], 'Senior Engineer', 'Acme Corp', null],
    [['Senior Engineer @ Acme (Remote)\tJan 2020 - Present'], 'Senior Engineer', 'Acme', 'Remote'],
    [
      ['Engineer, Acme Inc. | Berlin, Germany | 01/2019 - Present'],
      'Engineer',
      'Acme Inc.',
      'Berlin, Germany',
    ],
    [['Senior Engineer', 'Globex', 'Jun 2017 - Aug 2019'], 'Senior Engineer', 'Globex', null],
    [
      ['Globex Corporation\tBerlin, Germany', 'Software Engineer\t2017 – 2019'],
      'Software Engineer',
      'Globex Corporation',
      'Berlin, Germany',
    ],
    [
      ['Data Analyst at Bank of Ireland', '2016 - 2018 · Dublin, Ireland'],
      'Data Analyst',
      'Bank of Ireland',
      'Dublin, Ireland',
    ],
    [
      // A year box too narrow for "2022 / Present": the range wraps onto the company's line.
      ['2022 /\tQA Lead', 'Present\tAcme Robotics · Toronto, Canada'],
      'QA Lead',
      'Acme Robotics',
      'Toronto, Canada',
    ],
    [
      ['Analytics Lead\tFeb 2024 – Present · 1 yr 5 mos', 'Monarch Media ⌂ Amsterdam, Netherlands'],
      'Analytics Lead',
      'Monarch Media',
      'Amsterdam, Netherlands',
    ],
  ])('%j', (texts, title, company, location) => {
    expect(heading(...texts)).toMatchObject({ title, company, location });
  });
});

describe('extractExperience', () => {
  it('leaves a labelled line that closes a job with that job, not above the next one', () => {
    const entries = extractExperience([
      boldLine('Head of Marketing at Wonka Foods'),
      makeLine('2021 → 2024 · Melbourne, Australia'),
      makeLine('Managed a yearly budget of 1.2 million euros across six channels.'),
      makeLine('Stack: Email marketing, Content strategy, Paid social'),
      boldLine('Marketing Manager at Prestige Worldwide'),
      makeLine('2017 → 2021 · Warsaw, Poland'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Head of Marketing', 'Wonka Foods'],
      ['Marketing Manager', 'Prestige Worldwide'],
    ]);
  });

  it('keeps the end of a wrapped description paragraph with its entry, not above the next one', () => {
    const entries = extractExperience([
      makeLine('Globex, Amsterdam, Netherlands — Analytics Lead'),
      makeLine('OCTOBER 2023 - PRESENT'),
      makeLine(
        'Designed the A/B testing framework used by four product teams. Built the revenue dashboard the',
      ),
      makeLine('leadership team reviews every Monday.'),
      makeLine('Wonka Foods, Chicago, IL — Senior Data Analyst'),
      makeLine('NOVEMBER 2020 - JULY 2023'),
      makeLine('Modelled churn drivers and found two fixes worth 3% of revenue.'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.start_date])).toEqual([
      ['Analytics Lead', 'Globex', '2023-10'],
      ['Senior Data Analyst', 'Wonka Foods', '2020-11'],
    ]);
    expect(entries[0]?.description).toContain('leadership team reviews every Monday.');
  });

  it('splits entries at their date lines and keeps wrapped bullets together', () => {
    const entries = extractExperience([
      makeLine('Staff Engineer\tMar 2021 – Present'),
      makeLine('Vercel, San Francisco, CA'),
      bulletLine('Led the dashboard team through a rewrite that'),
      makeLine('shipped in six months.', { x: 74 }),
      makeLine('Senior Engineer\t2017 - 2021'),
      makeLine('Segment'),
      bulletLine('Built the destinations platform.'),
    ]);
    expect(entries).toEqual([
      {
        title: 'Staff Engineer',
        company: 'Vercel',
        location: 'San Francisco, CA',
        start_date: '2021-03',
        end_date: null,
        is_current: true,
        description: 'Led the dashboard team through a rewrite that shipped in six months.',
      },
      {
        title: 'Senior Engineer',
        company: 'Segment',
        location: null,
        start_date: '2017-01',
        end_date: '2021-01',
        is_current: false,
        description: 'Built the destinations platform.',
      },
    ]);
  });

  it('falls back on bold lines when no entry has dates', () => {
    const entries = extractExperience([
      boldLine('Acme Corp'),
      makeLine('Senior Engineer'),
      bulletLine('Did X.'),
      boldLine('Globex'),
      makeLine('Engineer'),
      bulletLine('Did Y.'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.start_date])).toEqual([
      ['Senior Engineer', 'Acme Corp', null],
      ['Engineer', 'Globex', null],
    ]);
  });
});

describe('education', () => {
  it.each([
    ['Bachelor of Science in Computer Science', 'Bachelor of Science', 'Computer Science'],
    ['BSc (Hons) Computer Science', 'BSc (Hons)', 'Computer Science'],
    ['Computer Science (BSc)', 'BSc', 'Computer Science'],
    ['MBA', 'MBA', null],
    ['Ph.D. in Physics', 'Ph.D.', 'Physics'],
    ["Master's degree in Economics", "Master's degree", 'Economics'],
    ['M.Sc. Data Science, with honours', 'M.Sc.', 'Data Science'],
    ['B.A., English Literature', 'B.A.', 'English Literature'],
  ])('splits %s', (text, degree, field) => {
    expect(splitDegree(text)).toEqual({ degree, field });
  });

  it('reads one-line entries, a single year as the graduation date', () => {
    expect(
      extractEducation([
        makeLine('MIT — B.S. Mathematics — 2014'),
        makeLine('Stanford University, Ph.D. in Physics, 2014 - 2019'),
      ]),
    ).toEqual([
      {
        school: 'MIT',
        degree: 'B.S.',
        field_of_study: 'Mathematics',
        start_date: null,
        end_date: '2014-01',
      },
      {
        school: 'Stanford University',
        degree: 'Ph.D.',
        field_of_study: 'Physics',
        start_date: '2014-01',
        end_date: '2019-01',
      },
    ]);
  });

  it('starts a new entry when a second school appears and ignores GPA and bullets', () => {
    const entries = extractEducation([
      boldLine('University of Oslo\t2012 – 2015'),
      makeLine('Bachelor of Arts in History'),
      makeLine('GPA 3.8'),
      bulletLine('Thesis on Norse trade routes.'),
      boldLine('Oslo Katedralskole\t2009 – 2012'),
    ]);
    expect(entries.map((entry) => [entry.school, entry.degree, entry.field_of_study])).toEqual([
      ['University of Oslo', 'Bachelor of Arts', 'History'],
      ['Oslo Katedralskole', null, null],
    ]);
  });
});

describe('extractSkills', () => {
  it('reads labelled groups and bullets, de-duplicated case-insensitively', () => {
    const lines = [
      makeLine('Languages: TypeScript, Go, Rust'),
      makeLine('Tools: Docker, Kubernetes, Terraform'),
      bulletLine('PostgreSQL'),
      bulletLine('typescript'),
    ];
    expect(extractSkills(lines, 500)).toEqual([
      'TypeScript',
      'Go',
      'Rust',
      'Docker',
      'Kubernetes',
      'Terraform',
      'PostgreSQL',
    ]);
  });

  it('drops the years of use a resume builder adds to each skill', () => {
    const lines = [
      'Python (5 years)',
      'SQL (10+ yrs)',
      'Docker (1 year)',
      'Go (less than 1 year)',
    ].map((text) => bulletLine(text));
    expect(extractSkills(lines, 500)).toEqual(['Python', 'SQL', 'Docker', 'Go']);
  });

  it('drops the level a builder sets beside each skill, apart or glued on', () => {
    const lines = [
      makeLine('Usability testing\tSkillful\tDesign systems\tIntermediate'),
      makeLine('CSSExpert'),
      makeLine('Interaction designIntermediate'),
      makeLine('Excel Advanced'),
    ];
    expect(extractSkills(lines, 500)).toEqual([
      'Usability testing',
      'Design systems',
      'CSS',
      'Interaction design',
      'Excel',
    ]);
  });

  it('drops the ratings, percentages, scores and years builders set after a skill', () => {
    const lines = [
      'Python ★★★★☆',
      'Figma 90%',
      'SQL – 10+ yrs',
      'Go 3 years',
      'Docker (4/5)',
      'React: Advanced',
      'Tools: Git, Jira',
      'Kubernetes ●●●○○',
    ].map((text) => bulletLine(text));
    expect(extractSkills(lines, 500)).toEqual([
      'Python',
      'Figma',
      'SQL',
      'Go',
      'Docker',
      'React',
      'Git',
      'Jira',
      'Kubernetes',
    ]);
  });

  it('joins a list wrapped at the right edge and splits a final "and"', () => {
    const lines = [
      makeLine('TypeScript, React, Node.js, Amazon Web', { width: 480 }),
      makeLine('Services, Docker and Kubernetes', { width: 200 }),
    ];
    expect(extractSkills(lines, 540)).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'Amazon Web Services',
      'Docker',
      'Kubernetes',
    ]);
  });

  it('splits at spaced slashes, joining a wrapped line, and keeps "A/B testing" whole', () => {
    const lines = [
      makeLine('Statistics / Airflow / A/B', { x: 40, width: 128 }),
      makeLine('testing / Excel / CI/CD', { x: 40, width: 110 }),
    ];
    expect(extractSkills(lines, 170)).toEqual([
      'Statistics',
      'Airflow',
      'A/B testing',
      'Excel',
      'CI/CD',
    ]);
  });

  it('drops sentences that are not skills', () => {
    expect(
      extractSkills(
        [makeLine('I am a quick learner who loves working with great people in a team')],
        500,
      ),
    ).toEqual([]);
  });
});

describe('htmlToLines (mammoth output)', () => {
  it('keeps a LinkedIn URL that only sits behind a link label', () => {
    const [line] = htmlToLines(
      '<p><a href="https://www.linkedin.com/in/jane-doe">LinkedIn</a> | jane@x.com</p>',
    );
    expect(line?.segments).toEqual([
      'LinkedIn | jane@x.com',
      'https://www.linkedin.com/in/jane-doe',
    ]);
  });

  it('keeps bold, list depth, table cells as segments, <br> and entities', () => {
    const html =
      '<h1>Jane Doe</h1><table><tr><td><p><strong>Engineer</strong></p></td><td><p>2019 – 2021</p></td></tr></table>' +
      '<p>A &amp; B<br />C</p><ul><li>One</li><li>Two<ul><li>Sub</li></ul></li></ul>';
    expect(
      htmlToLines(html).map((line) => [
        line.text,
        line.segments.length,
        line.bold,
        line.bullet,
        line.x,
        line.fontSize,
      ]),
    ).toEqual([
      ['Jane Doe', 1, true, false, 0, 20],
      ['Engineer 2019 – 2021', 2, true, false, 0, 11],
      ['A & B', 1, false, false, 0, 11],
      ['C', 1, false, false, 0, 11],
      ['One', 1, false, true, 18, 11],
      ['Two', 1, false, true, 18, 11],
      ['Sub', 1, false, true, 36, 11],
    ]);
  });

  it('reads a row whose only filled cell, the first, names a section as a heading', () => {
    const html =
      '<table><tr><td><p>Work experience</p></td><td></td></tr>' +
      '<tr><td><p>Dates</p></td><td><p>03/2019 – present</p></td></tr>' +
      '<tr><td><p>Engineer</p></td><td></td></tr></table>';
    expect(htmlToLines(html).map((line) => [line.text, line.bold])).toEqual([
      ['Work experience', true],
      ['Dates 03/2019 – present', false],
      ['Engineer', false],
    ]);
  });
});
