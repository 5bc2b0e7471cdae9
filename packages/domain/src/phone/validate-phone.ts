import { findCountry } from './countries';

export type PhoneValidation = { valid: true; digits: string } | { valid: false; message: string };

/** SPEC 5: the message for a number of the wrong length. */
export const phoneLengthMessage = (length: number): string =>
  `The phone number must be a ${length}-digit number.`;

/** Returned when the country is not in the table (SPEC does not say; a country must be picked). */
export const UNKNOWN_COUNTRY_MESSAGE = 'Please select a valid country.';

/**
 * SPEC 5: after removing dashes and spaces the number must be exactly the country's digit count.
 * Any other non-digit (letters, '+', parentheses, dots) fails with the same message. An empty
 * input fails too; whether the field is required is the form's concern.
 */
export const validatePhone = (shortName: string, input: string): PhoneValidation => {
  const country = findCountry(shortName);
  if (!country) return { valid: false, message: UNKNOWN_COUNTRY_MESSAGE };
  const digits = input.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits) && digits.length === country.phone_number_length) {
    return { valid: true, digits };
  }
  return { valid: false, message: phoneLengthMessage(country.phone_number_length) };
};
