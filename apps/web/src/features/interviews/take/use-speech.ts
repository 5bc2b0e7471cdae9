import { useCallback, useEffect, useState } from 'react';
import type { InterviewVoice } from '@hirelane/domain/interviews/interview-settings.schema';

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** The browser's voice for the interview's language and gender, when it has one. */
const pickVoice = (voices: SpeechSynthesisVoice[], voice: InterviewVoice) => {
  const language = voice.language.toLowerCase();
  const prefix = language.split('-')[0] ?? language;
  const matching = voices.filter((v) => v.lang.toLowerCase() === language);
  const near = matching.length
    ? matching
    : voices.filter((v) => v.lang.toLowerCase().startsWith(prefix));
  const byGender = near.find((v) => v.name.toLowerCase().includes(voice.gender));
  return byGender ?? near[0] ?? null;
};

/**
 * Reads questions aloud with speechSynthesis (the chosen language and rate) where the browser has
 * voices; the text shown on the page is the caption of everything spoken.
 */
export const useSpeech = (voice: InterviewVoice) => {
  const [available, setAvailable] = useState(() => Boolean(synth()?.getVoices().length));
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    const speech = synth();
    if (!speech) return undefined;
    const update = () => setAvailable(speech.getVoices().length > 0);
    update();
    speech.addEventListener?.('voiceschanged', update);
    return () => {
      speech.removeEventListener?.('voiceschanged', update);
      speech.cancel();
    };
  }, []);

  const speak = useCallback(
    (text: string) => {
      const speech = synth();
      if (!speech || !speech.getVoices().length) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voice.language;
      utterance.rate = Number(voice.voiceSpeed) || 1;
      const chosen = pickVoice(speech.getVoices(), voice);
      if (chosen) utterance.voice = chosen;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      speech.speak(utterance);
    },
    [voice],
  );

  const stop = useCallback(() => {
    synth()?.cancel();
    setSpeaking(false);
  }, []);

  return { available, speaking, speak, stop };
};
