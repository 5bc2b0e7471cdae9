import { useState } from 'react';
import type { AiCallVoice } from '@hirelane/domain/campaigns/step-config.schema';

export const PREVIEW_UNAVAILABLE =
  "This browser can't speak, so the voice can't be previewed here.";
export const PREVIEW_NOTE =
  "The preview uses your browser's own voice for this language and speed; the call uses the provider's voice.";

const speech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** A browser voice of the language, one whose name hints at the gender preferred. */
const pickVoice = (synth: SpeechSynthesis, voice: AiCallVoice): SpeechSynthesisVoice | null => {
  const language = voice.language.toLowerCase().slice(0, 2);
  const ofLanguage = synth.getVoices().filter((one) => one.lang.toLowerCase().startsWith(language));
  const hint =
    voice.gender === 'male' ? /\b(male|guy|david|daniel)\b/i : /female|jenny|samantha|zira/i;
  return ofLanguage.find((one) => hint.test(one.name)) ?? ofLanguage[0] ?? null;
};

/** "Preview voice": speaks the first message with the step's language and speed, where possible. */
export function VoicePreviewButton({ voice, text }: { voice: AiCallVoice; text: string }) {
  const synth = speech();
  const [speaking, setSpeaking] = useState(false);
  if (!synth) return <p className="text-sm text-stone-600">{PREVIEW_UNAVAILABLE}</p>;

  const preview = () => {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice.language;
    utterance.rate = Number(voice.voiceSpeed) || 1;
    const chosen = pickVoice(synth, voice);
    if (chosen) utterance.voice = chosen;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={speaking ? () => (synth.cancel(), setSpeaking(false)) : preview}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        {speaking ? 'Stop preview' : 'Preview voice'}
      </button>
      <p className="text-sm text-stone-600">{PREVIEW_NOTE}</p>
    </div>
  );
}
