import { COUNTRIES } from '@hirelane/domain/phone/countries';

export type ParsedLocation = { city: string | null; country: string | null };

const ALIASES: Record<string, string> = {
  usa: 'United States',
  us: 'United States',
  'u s': 'United States',
  'u s a': 'United States',
  'united states of america': 'United States',
  america: 'United States',
  uk: 'United Kingdom',
  'u k': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  uae: 'United Arab Emirates',
  deutschland: 'Germany',
  czechia: 'Czech Republic',
  korea: 'South Korea',
  'republic of korea': 'South Korea',
  holland: 'Netherlands',
  'the netherlands': 'Netherlands',
  españa: 'Spain',
  brasil: 'Brazil',
  türkiye: 'Turkey',
  turkiye: 'Turkey',
  schweiz: 'Switzerland',
  suisse: 'Switzerland',
  österreich: 'Austria',
  italia: 'Italy',
  méxico: 'Mexico',
  polska: 'Poland',
  sverige: 'Sweden',
  norge: 'Norway',
  danmark: 'Denmark',
  suomi: 'Finland',
  éire: 'Ireland',
};

/** Countries missing from the phone table that still turn up on resumes. */
const MORE_COUNTRIES = [
  'Belarus',
  'Bulgaria',
  'Costa Rica',
  'Croatia',
  'Cyprus',
  'Ecuador',
  'Estonia',
  'Ghana',
  'Iceland',
  'Indonesia',
  'Jordan',
  'Latvia',
  'Lebanon',
  'Lithuania',
  'Luxembourg',
  'Malaysia',
  'Malta',
  'Morocco',
  'Nepal',
  'Qatar',
  'Russia',
  'Serbia',
  'Slovakia',
  'Slovenia',
  'Tunisia',
  'Uruguay',
  'Venezuela',
];

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);
const US_STATE_NAMES = new Set(
  (
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii ' +
    'idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan ' +
    'minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania ' +
    'tennessee texas utah vermont virginia wisconsin wyoming'
  )
    .split(' ')
    .concat([
      'new hampshire',
      'new jersey',
      'new mexico',
      'new york',
      'north carolina',
      'north dakota',
    ])
    .concat(['rhode island', 'south carolina', 'south dakota', 'west virginia']),
);
const REGIONS: Record<string, string> = {
  ON: 'Canada',
  QC: 'Canada',
  BC: 'Canada',
  AB: 'Canada',
  MB: 'Canada',
  SK: 'Canada',
  NS: 'Canada',
  NB: 'Canada',
  NL: 'Canada',
  PE: 'Canada',
  NSW: 'Australia',
  VIC: 'Australia',
  QLD: 'Australia',
  TAS: 'Australia',
  ACT: 'Australia',
};

const key = (text: string): string =>
  text.toLowerCase().replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim();

const COUNTRY_BY_KEY = new Map<string, string>([
  ...COUNTRIES.map((country) => [key(country.country_name), country.country_name] as const),
  ...MORE_COUNTRIES.map((name) => [key(name), name] as const),
  ...Object.entries(ALIASES),
]);

/** The canonical country name for "USA", "U.K.", "Deutschland", "Germany"…, or null. */
export const countryOf = (text: string): string | null => COUNTRY_BY_KEY.get(key(text)) ?? null;

/** The country of a state or province code or name ("TX", "California", "ON"), or null. */
const regionCountry = (text: string): string | null => {
  const trimmed = text.trim();
  if (US_STATES.has(trimmed) || US_STATE_NAMES.has(trimmed.toLowerCase())) return 'United States';
  return REGIONS[trimmed] ?? null;
};

const isRegionCode = (text: string): boolean =>
  US_STATES.has(text.trim()) || text.trim() in REGIONS;

const CITY_WORD =
  /^(?:\p{Lu}[\p{L}'’.-]*|de|del|la|le|am|an|der|upon|on|sur|di|da|do|dos|das|el)$/u;

/** A plausible city name: 1 to 4 capitalised words of letters. */
export const isCityLike = (text: string): boolean => {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 4 &&
    words.every((word) => CITY_WORD.test(word)) &&
    /^\p{Lu}/u.test(text.trim())
  );
};

const cleanCity = (text: string): string =>
  text
    .replace(/\b\d{4,6}\b/g, '')
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g, '') // UK postcodes
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "Berlin, Germany", "Austin, TX", "San Francisco, CA, USA", "10115 Berlin, Deutschland",
 * "Toronto, ON, Canada" or a country alone. Null when the text is not a location.
 */
export const parseLocation = (input: string): ParsedLocation | null => {
  const text = input.replace(/^\s*(?:location|address|based in|lives in)\s*[:-]?\s*/i, '').trim();
  if (text === '' || /@|\d{5,}.*\d{3,}|https?:/i.test(text)) return null;
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const last = tokens[tokens.length - 1];
  if (!last || tokens.length > 4) return null;
  const city = tokens.length > 1 ? cleanCity(tokens[0] ?? '') : null;
  // "CA, USA" is not a city; "New York, NY" is (a state's name can be a city's).
  if (city !== null && (!isCityLike(city) || isRegionCode(city) || countryOf(city) !== null))
    return null;
  const country = countryOf(last);
  if (country) {
    // "San Francisco, CA, USA": three parts only with a state or province in the middle.
    if (tokens.length > 3 || (tokens.length === 3 && regionCountry(tokens[1] ?? '') === null))
      return null;
    return { city, country };
  }
  const region = regionCountry(last);
  if (region && city !== null && tokens.length === 2) return { city, country: region };
  return null;
};
