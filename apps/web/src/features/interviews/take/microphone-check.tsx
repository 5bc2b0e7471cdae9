import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { canRecord } from './use-voice-recorder';

type Check = 'unchecked' | 'checking' | 'ok' | 'denied' | 'unsupported';

/** Asks for the microphone once and says whether voice answers will work. */
export function MicrophoneCheck() {
  const [check, setCheck] = useState<Check>(canRecord() ? 'unchecked' : 'unsupported');

  const run = async () => {
    setCheck('checking');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.getTracks().forEach((track) => track.stop());
      setCheck('ok');
    } catch {
      setCheck('denied');
    }
  };

  return (
    <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800">
      <h3 className="font-semibold">Microphone check</h3>
      {check === 'unsupported' ? (
        <p>This browser cannot record audio here. You can type your answers instead.</p>
      ) : (
        <>
          <p>Check that your browser may use your microphone before you start.</p>
          <Button variant="secondary" loading={check === 'checking'} onClick={() => void run()}>
            Check my microphone
          </Button>
        </>
      )}
      <p role="status" className="font-medium">
        {check === 'ok' ? 'Your microphone works.' : null}
        {check === 'denied'
          ? 'The microphone is blocked. Allow it in your browser settings, or type your answers.'
          : null}
      </p>
    </div>
  );
}
