import { COUNTRIES, findCountry, type CountryEntry } from './countries';
import { phoneLengthMessage, UNKNOWN_COUNTRY_MESSAGE } from './validate-phone';

export type E164Result =
  { valid: true; e164: string; country: string } | { valid: false; message: string };

/** Longest dialling code first, so '+1' never shadows '+1xxx'-style codes. */
const BY_CODE_LENGTH = [...COUNTRIES].sort((a, b) => b.phone_code.length - a.phone_code.length);

const fits = (country: CountryEntry, national: string): boolean =>
  national.length === country.phone_number_length;

/**
 * A phone number as the world dials it (E.164: '+', country code, national number), checked with
 * SPEC 5's per-country length. Accepts what people type: spaces, dashes, dots and parentheses,
 * a national number with or without its trunk 0, or an international one ('+' or '00') — which may
 * belong to another country of the table than the one given (a candidate abroad).
 */
export const toE164 = (shortName: string, input: string): E164Result => {
  const home = findCountry(shortName);
  if (!home) return { valid: false, message: UNKNOWN_COUNTRY_MESSAGE };
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  const lengthError = {
    valid: false as const,
    message: phoneLengthMessage(home.phone_number_length),
  };
  if (international !== null) {
    if (!/^\d+$/.test(international)) return lengthError;
    const candidates = [home, ...BY_CODE_LENGTH.filter((country) => country !== home)];
    for (const country of candidates) {
      const code = country.phone_code.slice(1);
      if (!international.startsWith(code)) continue;
      const national = international.slice(code.length);
      if (fits(country, national))
        return { valid: true, e164: `+${code}${national}`, country: country.short_name };
    }
    return lengthError;
  }
  if (!/^\d+$/.test(compact)) return lengthError;
  const national =
    compact.length === home.phone_number_length + 1 && compact.startsWith('0')
      ? compact.slice(1)
      : compact;
  return fits(home, national)
    ? { valid: true, e164: `${home.phone_code}${national}`, country: home.short_name }
    : lengthError;
};
