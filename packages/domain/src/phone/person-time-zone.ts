import { COUNTRIES, findCountry, type CountryEntry } from './countries';

/** The one time zone of each country of the table that has one (IANA names). */
const SINGLE_ZONE: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  BD: 'Asia/Dhaka',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CO: 'America/Bogota',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HK: 'Asia/Hong_Kong',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Kolkata',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KE: 'Africa/Nairobi',
  KR: 'Asia/Seoul',
  LK: 'Asia/Colombo',
  NG: 'Africa/Lagos',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PE: 'America/Lima',
  PH: 'Asia/Manila',
  PK: 'Asia/Karachi',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  TW: 'Asia/Taipei',
  UA: 'Europe/Kyiv',
  AE: 'Asia/Dubai',
  VN: 'Asia/Ho_Chi_Minh',
  ZA: 'Africa/Johannesburg',
};

/** Countries with several zones: known only through the city (their largest cities listed). */
const CITY_ZONES: Record<string, Record<string, string>> = {
  US: {
    'new york': 'America/New_York',
    boston: 'America/New_York',
    washington: 'America/New_York',
    philadelphia: 'America/New_York',
    atlanta: 'America/New_York',
    miami: 'America/New_York',
    chicago: 'America/Chicago',
    austin: 'America/Chicago',
    dallas: 'America/Chicago',
    houston: 'America/Chicago',
    denver: 'America/Denver',
    phoenix: 'America/Phoenix',
    'san francisco': 'America/Los_Angeles',
    'los angeles': 'America/Los_Angeles',
    seattle: 'America/Los_Angeles',
    'san diego': 'America/Los_Angeles',
    'san jose': 'America/Los_Angeles',
    portland: 'America/Los_Angeles',
  },
  CA: {
    toronto: 'America/Toronto',
    ottawa: 'America/Toronto',
    montreal: 'America/Toronto',
    montréal: 'America/Toronto',
    vancouver: 'America/Vancouver',
    calgary: 'America/Edmonton',
    edmonton: 'America/Edmonton',
    winnipeg: 'America/Winnipeg',
    halifax: 'America/Halifax',
  },
  AU: {
    sydney: 'Australia/Sydney',
    canberra: 'Australia/Sydney',
    melbourne: 'Australia/Melbourne',
    brisbane: 'Australia/Brisbane',
    adelaide: 'Australia/Adelaide',
    perth: 'Australia/Perth',
  },
  BR: {
    'são paulo': 'America/Sao_Paulo',
    'sao paulo': 'America/Sao_Paulo',
    'rio de janeiro': 'America/Sao_Paulo',
    'belo horizonte': 'America/Sao_Paulo',
    brasília: 'America/Sao_Paulo',
    brasilia: 'America/Sao_Paulo',
    manaus: 'America/Manaus',
  },
  MX: {
    'mexico city': 'America/Mexico_City',
    'ciudad de méxico': 'America/Mexico_City',
    guadalajara: 'America/Mexico_City',
    monterrey: 'America/Monterrey',
    tijuana: 'America/Tijuana',
  },
};

/** The country of the table a free-text country names: its ISO code or its name, any case. */
export const countryOfText = (text: string | null): CountryEntry | undefined => {
  const value = text?.trim();
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return (
    findCountry(value) ??
    COUNTRIES.find((country) => country.country_name.toLowerCase() === lower) ??
    (['usa', 'united states of america'].includes(lower) ? findCountry('US') : undefined) ??
    (['uk', 'great britain', 'england', 'scotland', 'wales'].includes(lower)
      ? findCountry('GB')
      : undefined)
  );
};

/**
 * The IANA time zone of where a person lives, when it can be known: the country's only zone, or
 * for a country with several, the zone of a listed city. Null otherwise (quiet hours then do not
 * hold calls back: an unknown zone is not a night).
 */
export const personTimeZone = (city: string | null, countryText: string | null): string | null => {
  const country = countryOfText(countryText);
  if (!country) return null;
  const single = SINGLE_ZONE[country.short_name];
  if (single) return single;
  const name = city?.split(',')[0]?.trim().toLowerCase();
  return (name && CITY_ZONES[country.short_name]?.[name]) || null;
};
