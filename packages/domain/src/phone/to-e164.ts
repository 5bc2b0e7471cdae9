import { COUNTRIES, findCountry, type CountryEntry } from './countries';
import { phoneLengthMessage, UNKNOWN_COUNTRY_MESSAGE } from './validate-phone';

export type E164Result =
  { valid: true; e164: string; country: string } | { valid: false; message: string };

/** Longest dialling code first, so '+1' never shadows '+1xxx'-style codes. */
const BY_CODE_LENGTH = [...COUNTRIES].sort((a, b) => b.phone_code.length - a.phone_code.length);

const fits = (country: CountryEntry, national: string): boolean =>
  national.length === country.phone_number_length;

const withCode = (country: CountryEntry, national: string): E164Result => ({
  valid: true,
  e164: `${country.phone_code}${national}`,
  country: country.short_name,
});

/**
 * A phone number as the world dials it (E.164: '+', country code, national number), checked with
 * SPEC 5's per-country length. Accepts what people type: spaces, dashes, dots and parentheses,
 * a national number with or without its trunk 0, or an international one ('+' or '00') — which may
 * belong to another country of the table than the one given (a candidate abroad), or come with no
 * country at all.
 */
export const toE164 = (shortName: string | null, input: string): E164Result => {
  const home = shortName === null ? undefined : findCountry(shortName);
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  const refused: E164Result = {
    valid: false,
    message: home ? phoneLengthMessage(home.phone_number_length) : UNKNOWN_COUNTRY_MESSAGE,
  };
  if (international !== null) {
    if (!/^\d+$/.test(international)) return refused;
    const candidates = home
      ? [home, ...BY_CODE_LENGTH.filter((country) => country !== home)]
      : BY_CODE_LENGTH;
    for (const country of candidates) {
      const code = country.phone_code.slice(1);
      const national = international.slice(code.length);
      if (international.startsWith(code) && fits(country, national))
        return withCode(country, national);
    }
    return refused;
  }
  // A number written without its country code needs the country.
  if (!home || !/^\d+$/.test(compact)) return refused;
  const national =
    compact.length === home.phone_number_length + 1 && compact.startsWith('0')
      ? compact.slice(1)
      : compact;
  return fits(home, national) ? withCode(home, national) : refused;
};
