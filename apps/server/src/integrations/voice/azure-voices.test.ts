import { describe, expect, it } from 'vitest';
import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';
import { AZURE_VOICES, azureVoiceId } from './azure-voices';

describe('the provider voice of a language and gender', () => {
  it('uses the voice of the accent: a British male voice is en-GB-RyanNeural', () => {
    expect(azureVoiceId('en-GB', 'male')).toBe('en-GB-RyanNeural');
    expect(azureVoiceId('en-US', 'female')).toBe('en-US-JennyNeural');
    expect(azureVoiceId('es-MX', 'neutral')).toBe('es-MX-BeatrizNeural');
  });

  it('has a voice of every gender for every language the settings offer', () => {
    for (const language of AI_CALL_SETTING_OPTIONS.language)
      for (const gender of AI_CALL_SETTING_OPTIONS.gender)
        expect(AZURE_VOICES[language]?.[gender], `${language} ${gender}`).toMatch(/Neural$/);
  });

  it('falls back to the American English voice for a language it does not know', () => {
    expect(azureVoiceId('xx-YY', 'male')).toBe('en-US-GuyNeural');
  });
});
