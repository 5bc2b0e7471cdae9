import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';

type Gender = (typeof AI_CALL_SETTING_OPTIONS.gender)[number];

/**
 * The Azure neural voice of each language (locale: the accent, SPEC 9) and gender that the
 * voice provider speaks with. Azure names voices per locale (`en-GB-SoniaNeural`), so a voice of
 * one accent cannot be reused for another. Azure has few gender-neutral voices: "neutral" takes
 * the locale's second voice.
 */
export const AZURE_VOICES: Record<string, Record<Gender, string>> = {
  'en-US': { female: 'JennyNeural', male: 'GuyNeural', neutral: 'AriaNeural' },
  'en-GB': { female: 'SoniaNeural', male: 'RyanNeural', neutral: 'LibbyNeural' },
  'en-AU': { female: 'NatashaNeural', male: 'WilliamNeural', neutral: 'AnnetteNeural' },
  'en-IN': { female: 'NeerjaNeural', male: 'PrabhatNeural', neutral: 'NeerjaNeural' },
  'es-ES': { female: 'ElviraNeural', male: 'AlvaroNeural', neutral: 'AbrilNeural' },
  'es-MX': { female: 'DaliaNeural', male: 'JorgeNeural', neutral: 'BeatrizNeural' },
  'fr-FR': { female: 'DeniseNeural', male: 'HenriNeural', neutral: 'EloiseNeural' },
  'de-DE': { female: 'KatjaNeural', male: 'ConradNeural', neutral: 'AmalaNeural' },
  'it-IT': { female: 'ElsaNeural', male: 'DiegoNeural', neutral: 'IsabellaNeural' },
  'pt-BR': { female: 'FranciscaNeural', male: 'AntonioNeural', neutral: 'BrendaNeural' },
  'nl-NL': { female: 'ColetteNeural', male: 'MaartenNeural', neutral: 'FennaNeural' },
};

const isGender = (value: string): value is Gender =>
  (AI_CALL_SETTING_OPTIONS.gender as readonly string[]).includes(value);

/** The provider's voice id for a step's language and gender (`en-GB` + male → `en-GB-RyanNeural`). */
export const azureVoiceId = (language: string, gender: string): string => {
  const voices = AZURE_VOICES[language] ?? AZURE_VOICES['en-US'];
  const name = voices?.[isGender(gender) ? gender : 'female'] ?? 'JennyNeural';
  return `${AZURE_VOICES[language] ? language : 'en-US'}-${name}`;
};
