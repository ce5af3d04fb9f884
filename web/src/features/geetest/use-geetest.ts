// A form's geetest step: on with GEETEST3, the answer of the passed slider, and a reset after each
// submit (an answer is good for one login or registration).
import { useCallback, useState } from 'react';
import { useFeatureFlag } from '../../lib/site-status/site-status';
import type { GeetestValidateV4 } from './hooks';

export function useGeetest(product: 'login' | 'register') {
  const enabled = useFeatureFlag('GEETEST3');
  const [answer, setAnswer] = useState<GeetestValidateV4 | null>(null);
  const [round, setRound] = useState(0);
  const [missing, setMissing] = useState(false);
  const reset = useCallback(() => {
    setAnswer(null);
    setRound((r) => r + 1);
  }, []);
  const pass = useCallback((passed: GeetestValidateV4) => {
    setAnswer(passed);
    setMissing(false);
  }, []);
  /** false (and the slider says why) while the slider is still to pass */
  const ready = () => {
    const ok = !enabled || answer !== null;
    setMissing(!ok);
    return ok;
  };
  /** what the request carries: the answer, or nothing with GEETEST3 off */
  const payload = () => (enabled && answer ? { geetestValidateV4: answer } : {});
  return { enabled, product, answer, round, missing, pass, reset, ready, payload };
}

export type GeetestApi = ReturnType<typeof useGeetest>;
