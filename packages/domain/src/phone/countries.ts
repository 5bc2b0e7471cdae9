/** SPEC 3 country table entry. */
export type CountryEntry = {
  country_name: string;
  /** International dialling code with '+', e.g. '+44'. */
  phone_code: string;
  /** Digits in a national (significant) number, without the country code or trunk 0 (4 to 11). */
  phone_number_length: number;
  /** ISO 3166-1 alpha-2 code, upper case. */
  short_name: string;
  /** An example number written in the mask (digits, spaces, dashes); usable as a placeholder. */
  phone_number_format: string;
  /** The input mask: '#' for a digit, with the same spaces and dashes as phone_number_format. */
  mask: string;
};

/** SPEC 9: a country's phone digit count is between 4 and 11. */
export const MIN_PHONE_LENGTH = 4;
export const MAX_PHONE_LENGTH = 11;

const entry = (
  country_name: string,
  phone_code: string,
  short_name: string,
  phone_number_format: string,
): CountryEntry => ({
  country_name,
  phone_code,
  phone_number_length: phone_number_format.replace(/\D/g, '').length,
  short_name,
  phone_number_format,
  mask: phone_number_format.replace(/\d/g, '#'),
});

/**
 * One length per country: the national significant number of a mobile number, the number a
 * recruiter calls (the lengths of libphonenumber's example mobile numbers). Countries whose mobile
 * numbers vary in length use the most common one, e.g. Germany 11 (015x/016x/017x mobiles,
 * 1512 3456789), Austria 10, Brazil 11 (area code + 9-digit mobile), Argentina 10 (area code +
 * subscriber, without the mobile 9). The length is derived from the example, so the two cannot
 * disagree. Sorted by country name.
 */
export const COUNTRIES: readonly CountryEntry[] = [
  entry('Argentina', '+54', 'AR', '11 2345-6789'),
  entry('Australia', '+61', 'AU', '412 345 678'),
  entry('Austria', '+43', 'AT', '664 1234567'),
  entry('Bangladesh', '+880', 'BD', '1812-345678'),
  entry('Belgium', '+32', 'BE', '470 12 34 56'),
  entry('Brazil', '+55', 'BR', '11 96123-4567'),
  entry('Canada', '+1', 'CA', '506-234-5678'),
  entry('Chile', '+56', 'CL', '2 2123 4567'),
  entry('China', '+86', 'CN', '131 2345 6789'),
  entry('Colombia', '+57', 'CO', '321 1234567'),
  entry('Czech Republic', '+420', 'CZ', '601 123 456'),
  entry('Denmark', '+45', 'DK', '32 12 34 56'),
  entry('Egypt', '+20', 'EG', '100 123 4567'),
  entry('Finland', '+358', 'FI', '41 2345678'),
  entry('France', '+33', 'FR', '6 12 34 56 78'),
  entry('Germany', '+49', 'DE', '1512 3456789'),
  entry('Greece', '+30', 'GR', '691 234 5678'),
  entry('Hong Kong', '+852', 'HK', '5123 4567'),
  entry('Hungary', '+36', 'HU', '20 123 4567'),
  entry('India', '+91', 'IN', '81234 56789'),
  entry('Ireland', '+353', 'IE', '85 012 3456'),
  entry('Israel', '+972', 'IL', '50-234-5678'),
  entry('Italy', '+39', 'IT', '312 345 6789'),
  entry('Japan', '+81', 'JP', '90-1234-5678'),
  entry('Kenya', '+254', 'KE', '712 123456'),
  entry('Mexico', '+52', 'MX', '222 123 4567'),
  entry('Netherlands', '+31', 'NL', '6 12345678'),
  entry('New Zealand', '+64', 'NZ', '21 123 4567'),
  entry('Nigeria', '+234', 'NG', '802 123 4567'),
  entry('Norway', '+47', 'NO', '406 12 345'),
  entry('Pakistan', '+92', 'PK', '301 2345678'),
  entry('Peru', '+51', 'PE', '912 345 678'),
  entry('Philippines', '+63', 'PH', '905 123 4567'),
  entry('Poland', '+48', 'PL', '512 345 678'),
  entry('Portugal', '+351', 'PT', '912 345 678'),
  entry('Romania', '+40', 'RO', '712 034 567'),
  entry('Saudi Arabia', '+966', 'SA', '51 234 5678'),
  entry('Singapore', '+65', 'SG', '8123 4567'),
  entry('South Africa', '+27', 'ZA', '71 123 4567'),
  entry('South Korea', '+82', 'KR', '10-2000-0000'),
  entry('Spain', '+34', 'ES', '612 34 56 78'),
  entry('Sri Lanka', '+94', 'LK', '71 234 5678'),
  entry('Sweden', '+46', 'SE', '70-123 45 67'),
  entry('Switzerland', '+41', 'CH', '78 123 45 67'),
  entry('Taiwan', '+886', 'TW', '912 345 678'),
  entry('Thailand', '+66', 'TH', '81 234 5678'),
  entry('Turkey', '+90', 'TR', '501 234 56 78'),
  entry('Ukraine', '+380', 'UA', '50 123 4567'),
  entry('United Arab Emirates', '+971', 'AE', '50 123 4567'),
  entry('United Kingdom', '+44', 'GB', '7400 123456'),
  entry('United States', '+1', 'US', '201-555-0123'),
  entry('Vietnam', '+84', 'VN', '91 234 56 78'),
];

/** The entry for an ISO alpha-2 code, case-insensitive; undefined when the table has none. */
export const findCountry = (shortName: string): CountryEntry | undefined => {
  const code = shortName.trim().toUpperCase();
  return COUNTRIES.find((country) => country.short_name === code);
};
