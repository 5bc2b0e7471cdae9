import { describe, expect, it } from 'vitest';
import { findColumnGap, type Extent } from './pdf-reading-order';

const item = (x: number, width: number, text: string): Extent => ({ x, width, text });
const SUMMARY =
  'Designer with ten years of experience in small teams, clear goals and work measured by people';

/** A main column from x 195 to 555 with headings and long lines. */
const mainColumn = (): Extent[] => [
  item(195, 70, 'SUMMARY'),
  ...Array.from({ length: 6 }, () => item(195, 340, SUMMARY)),
  item(195, 90, 'EXPERIENCE'),
  ...Array.from({ length: 14 }, () => item(195, 355, SUMMARY)),
];

describe('findColumnGap', () => {
  it('finds a narrow sidebar of one short skill per line beside a long main column', () => {
    const sidebar = [
      item(40, 60, 'SKILLS'),
      ...['Figma', 'Sketch', 'HTML', 'Prototyping', 'User research', 'CSS', 'Miro'].map((skill) =>
        item(40, skill.length * 5, skill),
      ),
    ];
    const gap = findColumnGap([...sidebar, ...mainColumn()]);
    expect(gap).not.toBeNull();
    expect(gap?.start).toBeLessThanOrEqual(195);
    expect(gap?.end).toBeGreaterThanOrEqual(180);
  });

  it('finds the gutter when a large name above the sidebar reaches into it', () => {
    const sidebar = [
      item(40, 150, 'Mateo Patel'), // 22 pt, ends 5 pt short of the main column
      item(40, 60, 'SKILLS'),
      ...['Figma systems', 'Sketch and Miro', 'HTML and CSS', 'Prototyping', 'User research'].map(
        (skill) => item(40, 120, skill),
      ),
      item(40, 70, 'LANGUAGES'),
      item(40, 110, 'German / Polish / English'),
      item(40, 110, 'Spanish / French / Dutch'),
      item(40, 110, 'Portuguese / Italian'),
    ];
    const gap = findColumnGap([...sidebar, ...mainColumn()]);
    expect(gap).not.toBeNull();
    expect(gap?.start).toBeGreaterThanOrEqual(160);
    expect(gap?.end).toBeLessThanOrEqual(196);
  });

  it('keeps a column of dates and places beside the entries part of one text block', () => {
    const dates = [
      item(40, 70, 'EXPERIENCE'),
      ...['Jan 2020 – Present', '2017 – 2019', 'Mar 2015 – Dec 2016', 'Berlin, Germany'].map(
        (text) => item(40, 90, text),
      ),
      item(40, 60, 'SKILLS'),
      item(40, 60, 'EDUCATION'),
      item(40, 60, 'Madrid, Spain'),
    ];
    expect(findColumnGap([...dates, ...mainColumn()])).toBeNull();
  });
});

describe('findColumnGap with headings it has no name for', () => {
  it('takes short phrases in capitals for the headings each column needs', () => {
    const sidebar = [
      item(40, 80, 'SAY HI'),
      item(40, 120, 'quinn.novak@gmail.com'),
      item(40, 80, '+49 30 9287416'),
      item(40, 110, 'THINGS I DO WELL'),
      ...['Tableau', 'BigQuery', 'pandas', 'SQL', 'Python', 'Airflow'].map((skill) =>
        item(40, skill.length * 5, skill),
      ),
    ];
    const main = [
      item(195, 120, 'WHERE WE CROSSED PATHS'),
      ...Array.from({ length: 14 }, () => item(195, 355, SUMMARY)),
    ];
    expect(findColumnGap([...sidebar, ...main])).not.toBeNull();
    // The same page with the headings in lower case has no heading on either side.
    const lower = [...sidebar, ...main].map((extent) =>
      /^[A-Z ]+$/.test(extent.text) ? { ...extent, text: extent.text.toLowerCase() } : extent,
    );
    expect(findColumnGap(lower)).toBeNull();
  });
});

describe('findColumnGap beside numbers alone', () => {
  it('puts the gutter after a column of percentages set at the end of skill bars', () => {
    const skills = ['CI/CD', 'Cypress', 'Python', 'Selenium', 'JavaScript', 'JMeter'];
    const sidebar = [
      item(40, 45, 'SKILLS'),
      item(40, 121, 'quinn.okafor@yahoo.com'),
      ...skills.flatMap((skill) => [item(40, skill.length * 5, skill), item(186, 20, '95%')]),
    ];
    const main = [
      item(224, 70, 'EXPERIENCE'),
      ...Array.from({ length: 12 }, () => item(224, 320, SUMMARY)),
    ];
    const gap = findColumnGap([...sidebar, ...main]);
    expect(gap?.start).toBeLessThan(186);
    expect(gap?.end).toBeGreaterThan(206);
  });
});
