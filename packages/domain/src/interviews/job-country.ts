/** Cities jobs often name without their country, for the work-authorisation question. */
const CITY_COUNTRIES: Record<string, string> = {
  amsterdam: 'the Netherlands',
  rotterdam: 'the Netherlands',
  berlin: 'Germany',
  munich: 'Germany',
  münchen: 'Germany',
  hamburg: 'Germany',
  frankfurt: 'Germany',
  cologne: 'Germany',
  london: 'the United Kingdom',
  manchester: 'the United Kingdom',
  edinburgh: 'the United Kingdom',
  dublin: 'Ireland',
  paris: 'France',
  lyon: 'France',
  madrid: 'Spain',
  barcelona: 'Spain',
  lisbon: 'Portugal',
  milan: 'Italy',
  rome: 'Italy',
  zurich: 'Switzerland',
  vienna: 'Austria',
  stockholm: 'Sweden',
  copenhagen: 'Denmark',
  oslo: 'Norway',
  helsinki: 'Finland',
  warsaw: 'Poland',
  prague: 'the Czech Republic',
  brussels: 'Belgium',
  'new york': 'the United States',
  'san francisco': 'the United States',
  seattle: 'the United States',
  austin: 'the United States',
  boston: 'the United States',
  chicago: 'the United States',
  'los angeles': 'the United States',
  toronto: 'Canada',
  vancouver: 'Canada',
  montreal: 'Canada',
  sydney: 'Australia',
  melbourne: 'Australia',
  singapore: 'Singapore',
  bangalore: 'India',
  bengaluru: 'India',
  mumbai: 'India',
  'são paulo': 'Brazil',
  'sao paulo': 'Brazil',
  'mexico city': 'Mexico',
  tokyo: 'Japan',
  dubai: 'the United Arab Emirates',
  'tel aviv': 'Israel',
};

const COUNTRY_NAMES: Record<string, string> = {
  usa: 'the United States',
  us: 'the United States',
  'united states': 'the United States',
  uk: 'the United Kingdom',
  'united kingdom': 'the United Kingdom',
  netherlands: 'the Netherlands',
  'the netherlands': 'the Netherlands',
  uae: 'the United Arab Emirates',
};

/**
 * The country of a job's location: the last comma-separated part ("Berlin, Germany" → Germany),
 * a known city's country, or the location itself when neither applies. Null without a location.
 */
export const countryOfLocation = (location: string | null): string | null => {
  const trimmed = location?.trim();
  if (!trimmed) return null;
  const parts = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? trimmed;
  const known = COUNTRY_NAMES[last.toLowerCase()];
  if (known) return known;
  if (parts.length > 1) return last;
  return CITY_COUNTRIES[last.toLowerCase()] ?? last;
};
