/**
 * SPEC 9 voice accent mapping: accent name (a country adjective, lower case) → ISO 3166 country code.
 */
export const VOICE_ACCENTS: Readonly<Record<string, string>> = {
  american: 'US',
  british: 'GB',
  english: 'GB',
  scottish: 'GB',
  welsh: 'GB',
  australian: 'AU',
  indian: 'IN',
  canadian: 'CA',
  irish: 'IE',
  'south african': 'ZA',
  'new zealand': 'NZ',
  kiwi: 'NZ',
  nigerian: 'NG',
  kenyan: 'KE',
  singaporean: 'SG',
  filipino: 'PH',
  pakistani: 'PK',
  german: 'DE',
  french: 'FR',
  spanish: 'ES',
  mexican: 'MX',
  italian: 'IT',
  portuguese: 'PT',
  brazilian: 'BR',
  dutch: 'NL',
  swedish: 'SE',
  norwegian: 'NO',
  danish: 'DK',
  finnish: 'FI',
  polish: 'PL',
  russian: 'RU',
  turkish: 'TR',
  arabic: 'SA',
  japanese: 'JP',
  korean: 'KR',
  chinese: 'CN',
};

/** The country code for an accent name, case-insensitive and trimmed; undefined when unknown. */
export const accentCode = (name: string): string | undefined => {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(VOICE_ACCENTS, key) ? VOICE_ACCENTS[key] : undefined;
};
