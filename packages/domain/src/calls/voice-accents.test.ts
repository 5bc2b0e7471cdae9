import { describe, expect, it } from 'vitest';
import { AI_CALL_SETTING_OPTIONS } from '../accounts/ai-call-settings';
import { accentLabel, accentOfLanguage, languageWithAccent } from './voice-accents';

describe('voice accents (SPEC 9)', () => {
  it('maps accents to country codes: american to US, british to GB', () => {
    expect(accentOfLanguage('en-US')).toBe('american');
    expect(accentOfLanguage('en-GB')).toBe('british');
    expect(languageWithAccent('en', 'british')).toBe('en-GB');
    expect(languageWithAccent('es-ES', 'mexican')).toBe('es-MX');
  });

  it('reads the region whatever its case, and has no accent for a bare language', () => {
    expect(accentOfLanguage('pt-br')).toBe('brazilian');
    expect(accentOfLanguage('en')).toBeNull();
    expect(accentOfLanguage('en-ZZ')).toBeNull();
  });

  it('names an accent for every language the call settings offer', () => {
    for (const language of AI_CALL_SETTING_OPTIONS.language)
      expect(accentOfLanguage(language), language).not.toBeNull();
    expect(accentLabel('american')).toBe('American');
  });
});
