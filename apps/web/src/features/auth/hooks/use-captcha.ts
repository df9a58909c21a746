// The image captcha (docs/members.md): shown when the server asks for it (login) or the rules require it
// (registration); a click loads a new one, at most once a second.
import { useCallback, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha.ts';
import { THROTTLE_MS } from '../lib/timing.ts';

export interface CaptchaImage {
  captchaId: string;
  image: string;
}

export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);

  /** A new image now (after a failed attempt the old one is spent). */
  const load = useCallback(async () => {
    lastLoad.current = Date.now();
    try {
      const next = await getCaptcha();
      setCaptcha({ captchaId: next.captchaId, image: next.image });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  /** The visitor's click: ignored when the last image is less than a second old. */
  const refresh = useCallback(() => {
    if (Date.now() - lastLoad.current < THROTTLE_MS) return;
    void load();
  }, [load]);

  return { captcha, failed, load, refresh };
}
