import { describe, expect, it } from 'vitest';
import { boldLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { findEmail, findLinkedin, findPhone } from './extract-contact';
import { findLocation } from './extract-location';
import { findName, findNameByEmail, splitName } from './extract-name';
import { countryOf, parseLocation } from './parse-location';

describe('findPhone', () => {
  it.each([
    ['Phone: +1 (415) 555-0100', '+1 (415) 555-0100'],
    ['Tel. 030/12345678', '030/12345678'],
    ['+44 7400 123456', '+44 7400 123456'],
    ['Mobile: 0049 151 23456789', '0049 151 23456789'],
    ['+33 (0)6 12 34 56 78', '+33 (0)6 12 34 56 78'],
    ['512.555.0199', '512.555.0199'],
    ['jane@example.com | (555) 123 4567 | linkedin.com/in/jane', '(555) 123 4567'],
  ])('finds the number in %s', (text, phone) => {
    expect(findPhone([makeLine(text)])).toBe(phone);
  });

  it.each(['2019 - 2021', '03/2018 – 06/2020', 'Grew revenue by 1500%', 'Jan 2019 – Present'])(
    'finds no phone in %s',
    (text) => {
      expect(findPhone([makeLine(text)])).toBeNull();
    },
  );

  it('prefers an international or labelled number to a bare one', () => {
    expect(findPhone([makeLine('ID 12345678'), makeLine('Mobile: +49 151 2345678')])).toBe(
      '+49 151 2345678',
    );
  });
});

describe('findEmail and findLinkedin', () => {
  it('reads e-mails, dropping mailto: and trailing dots', () => {
    expect(findEmail('mailto:Jane.Doe@Example.co.uk')).toBe('Jane.Doe@Example.co.uk');
    expect(findEmail('Write to jane@example.com.')).toBe('jane@example.com');
    expect(findEmail('no address here @ all')).toBeNull();
  });

  it('ends an e-mail at a capital glued onto its top-level domain', () => {
    expect(findEmail('Email: ana.ivanova@proton.mePhone: +44 20 9439 0563')).toBe(
      'ana.ivanova@proton.me',
    );
    expect(findEmail('JANE@ACME.COM')).toBe('JANE@ACME.COM');
    expect(findEmail('jane@Acme.Com')).toBe('jane@Acme.Com');
  });

  it.each([
    'linkedin.com/in/jane-doe-123',
    'https://www.linkedin.com/in/jane-doe-123/',
    'LinkedIn: https://de.linkedin.com/in/jane-doe-123/?trk=profile',
    'www.linkedin.com/in/jane-doe-123 | github.com/jane',
  ])('normalises %s', (text) => {
    expect(findLinkedin(text)).toBe('https://www.linkedin.com/in/jane-doe-123');
  });
});

describe('parseLocation', () => {
  it.each([
    ['Madrid, Spain', 'Madrid', 'Spain'],
    ['San Francisco, CA, USA', 'San Francisco', 'United States'],
    ['Austin, TX', 'Austin', 'United States'],
    ['New York, NY', 'New York', 'United States'],
    ['St. Louis, MO', 'St. Louis', 'United States'],
    ['Toronto, ON', 'Toronto', 'Canada'],
    ['10115 Berlin, Deutschland', 'Berlin', 'Germany'],
    ['Location: Zürich, Switzerland', 'Zürich', 'Switzerland'],
    ['London, U.K.', 'London', 'United Kingdom'],
    ['Dubai, UAE', 'Dubai', 'United Arab Emirates'],
  ])('reads %s', (text, city, country) => {
    expect(parseLocation(text)).toEqual({ city, country });
  });

  it('reads a country alone', () => {
    expect(parseLocation('Portugal')).toEqual({ city: null, country: 'Portugal' });
    expect(countryOf('U.S.A.')).toBe('United States');
  });

  it.each([
    'Acme, Inc.',
    'CA, USA',
    'Senior Engineer',
    'jane@example.com',
    'Cabify, Madrid, Spain',
    'London',
  ])('does not read %s as a place', (text) => {
    expect(parseLocation(text)).toBeNull();
  });

  it('takes a labelled location over an earlier place in the contact lines', () => {
    const lines = [
      makeLine('Formerly Lyon, France'),
      makeLine('jane@example.com | Location: Oslo, Norway'),
    ];
    expect(findLocation(lines)).toEqual({ city: 'Oslo', country: 'Norway' });
  });
});

describe('findName', () => {
  it('takes the largest, boldest line at the top and fixes an upper-case name', () => {
    expect(
      findName([boldLine('LARS VAN DER BERG', { fontSize: 20 }), makeLine('DevOps Engineer')]),
    ).toEqual({
      first: 'Lars',
      last: 'van der Berg',
      full: 'Lars van der Berg',
    });
    expect(findName([boldLine("ANNE-MARIE O'NEILL", { fontSize: 18 })])?.full).toBe(
      "Anne-Marie O'Neill",
    );
  });

  it('skips "Curriculum Vitae", "RESUME" and headlines; reads "Name:" labels', () => {
    const labelled = [
      makeLine('Curriculum Vitae', { fontSize: 14 }),
      makeLine('Name: Jane Smith'),
      makeLine('jane@x.com'),
    ];
    expect(findName(labelled)?.full).toBe('Jane Smith');
    expect(
      findName([boldLine('RESUME', { fontSize: 22 }), boldLine('John Smith', { fontSize: 16 })])
        ?.full,
    ).toBe('John Smith');
    expect(findName([boldLine('Jane Doe | Senior Engineer', { fontSize: 18 })])?.full).toBe(
      'Jane Doe',
    );
  });

  it('reads past a monogram of initials set larger than the name, also when the name wraps', () => {
    const monogram = makeLine('NM', { fontSize: 20, x: 409, y: 88 });
    const wrapped = [
      monogram,
      boldLine('Nadia', { fontSize: 19, x: 395, y: 136 }),
      boldLine('Mendoza', { fontSize: 19, x: 395, y: 159 }),
      makeLine('Head of Marketing', { x: 395, y: 175 }),
    ];
    expect(findName(wrapped)?.full).toBe('Nadia Mendoza');
    const body = [makeLine('In Short', { x: 40, y: 63, bold: true, fontSize: 11 })];
    expect(findName(body, [monogram, ...wrapped.slice(1), ...body])?.full).toBe('Nadia Mendoza');
  });

  it('finds no name in contact-only lines', () => {
    expect(findName([makeLine('jane@example.com'), makeLine('+1 415 555 0100')])).toBeNull();
  });

  it('splits first and last name, dropping middle initials from the last name', () => {
    expect(splitName('John F. Kennedy')).toEqual({
      first: 'John',
      last: 'Kennedy',
      full: 'John F. Kennedy',
    });
    expect(splitName('José Álvarez Romero')).toEqual({
      first: 'José',
      last: 'Álvarez Romero',
      full: 'José Álvarez Romero',
    });
  });
});

describe('findNameByEmail', () => {
  it('finds the name set on two lines further down when its words spell the e-mail address', () => {
    const lines = [
      makeLine('☏ +1 (674) 555-5476'),
      makeLine('✉ nikolai.kowalski@proton.me'),
      makeLine('Polish'),
      makeLine('Nikolai'),
      makeLine('Kowalski'),
      makeLine('QA Lead'),
    ];
    expect(findNameByEmail(lines, 'nikolai.kowalski@proton.me')?.full).toBe('Nikolai Kowalski');
    expect(findNameByEmail([makeLine('Céline de Vries')], 'celine.de.vries@mail.com')?.full).toBe(
      'Céline de Vries',
    );
  });

  it('finds nothing from an address that does not spell a name, or spells another one', () => {
    const lines = [makeLine('Nikolai'), makeLine('Kowalski')];
    expect(findNameByEmail(lines, 'hello@kowalski.dev')).toBeNull();
    expect(findNameByEmail(lines, 'anna.kowalski@proton.me')).toBeNull();
    expect(findNameByEmail(lines, null)).toBeNull();
  });
});

describe('findName with the name wrapped over two lines', () => {
  it('takes both lines when the first alone also looks like a name ("Umar Van" / "den Berg")', () => {
    const lines = [
      boldLine('Umar Van', { fontSize: 20, y: 40 }),
      boldLine('den Berg', { fontSize: 20, y: 62 }),
      makeLine('Design Lead', { y: 80 }),
    ];
    expect(findName(lines)?.full).toBe('Umar Van den Berg');
  });
});
