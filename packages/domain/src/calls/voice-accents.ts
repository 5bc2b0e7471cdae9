/**
 * SPEC 9's voice accent mapping: an accent is named after its country (american → US, british →
 * GB), and the country code is the region of the voice's locale (`en-US`, `en-GB`). The call
 * editor names each language of the setting options by its accent; the voice provider picks the
 * voice of that locale.
 */
export const VOICE_ACCENT_COUNTRY = {
  american: 'US',
  british: 'GB',
  australian: 'AU',
  indian: 'IN',
  spanish: 'ES',
  mexican: 'MX',
  french: 'FR',
  german: 'DE',
  italian: 'IT',
  brazilian: 'BR',
  dutch: 'NL',
} as const;

export type VoiceAccent = keyof typeof VOICE_ACCENT_COUNTRY;

const ACCENT_OF_COUNTRY = new Map<string, VoiceAccent>(
  Object.entries(VOICE_ACCENT_COUNTRY).map(([accent, country]) => [country, accent as VoiceAccent]),
);

/** The accent a locale speaks with (`en-GB` → british), or null for a locale without a region. */
export const accentOfLanguage = (locale: string): VoiceAccent | null => {
  const region = locale.split('-')[1];
  return region ? (ACCENT_OF_COUNTRY.get(region.toUpperCase()) ?? null) : null;
};

/** The locale of a language spoken with an accent (`en` + british → `en-GB`). */
export const languageWithAccent = (language: string, accent: VoiceAccent): string =>
  `${language.split('-')[0]?.toLowerCase() ?? language}-${VOICE_ACCENT_COUNTRY[accent]}`;

/** "American", "British": the accent as the editor shows it. */
export const accentLabel = (accent: VoiceAccent): string =>
  accent.charAt(0).toUpperCase() + accent.slice(1);
