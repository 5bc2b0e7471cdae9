import { describe, expect, it } from 'vitest';
import { htmlToLines } from './extract-docx-lines';

const segmentsOf = (html: string) => htmlToLines(html).map((line) => line.segments);

describe('htmlToLines', () => {
  it('splits a bold or italic lead from the plain phrase set beside it', () => {
    expect(segmentsOf('<p><strong>Dunder Mifflin</strong> Warsaw, Poland</p>')).toEqual([
      ['Dunder Mifflin', 'Warsaw, Poland'],
    ]);
    expect(segmentsOf('<p><em>Senior DevOps Engineer</em> Jul 2023 – Present</p>')).toEqual([
      ['Senior DevOps Engineer', 'Jul 2023 – Present'],
    ]);
  });

  it('splits a bold or italic lead glued onto the plain text set beside it (a flex row without a space)', () => {
    expect(
      segmentsOf(
        '<p><em>Senior Software Engineer</em>May 2022–Present</p>' +
          '<p><strong>Technical University of Munich</strong>2017</p>',
      ),
    ).toEqual([
      ['Senior Software Engineer', 'May 2022–Present'],
      ['Technical University of Munich', '2017'],
    ]);
  });

  it('keeps a lead that the plain text continues, and a label, as one piece', () => {
    expect(
      segmentsOf(
        '<p><strong>Engineer</strong> at Acme</p><p><strong>Acme</strong>, Berlin</p>' +
          '<p><strong>Engineer</strong> — Acme</p><p><strong>Skills:</strong> Go, SQL</p>' +
          '<p>Led the <strong>Kubernetes</strong> Migration</p><p><strong>ACME</strong>Corp</p>' +
          '<p><strong>Git</strong>hub</p>',
      ),
    ).toEqual([
      ['Engineer at Acme'],
      ['Acme, Berlin'],
      ['Engineer — Acme'],
      ['Skills: Go, SQL'],
      ['Led the Kubernetes Migration'],
      ['ACMECorp'],
      ['Github'],
    ]);
  });
});
