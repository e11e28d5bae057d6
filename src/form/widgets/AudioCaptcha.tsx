// The audio alternative of the captcha (docs/panels.md panel 2): the spoken challenge with custom controls — rewind 3 s,
// play/pause, elapsed and total time — starting after a 3 s delay so a screen-reader user can get ready. The timer
// is announced; the time display is not a live region (it would talk over the audio). The parent keys it by its
// source, so a new challenge is a new player: waiting again, from 0:00.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Translate } from '../../i18n/messages';
import { clock } from './CountdownResendWidget';

export const PLAY_DELAY_MS = 3000;
export const REWIND_SECONDS = 3;

export function AudioCaptcha({ src, t, id }: { src: string; t: Translate; id: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [waiting, setWaiting] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(0);
  const play = () => {
    setWaiting(false);
    try {
      // play() may refuse (autoplay policy, no audio device): the play button is still there
      void Promise.resolve(audio.current?.play()).catch(() => setPlaying(false));
    } catch {
      setPlaying(false);
    }
  };
  const start = useEffectEvent(play);
  useEffect(() => {
    const timer = setTimeout(start, PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (a.paused) play();
    else a.pause();
  };
  const rewind = () => {
    const a = audio.current;
    if (a) a.currentTime = Math.max(0, a.currentTime - REWIND_SECONDS);
    setElapsed(a?.currentTime ?? 0);
  };
  const sync = () => {
    const a = audio.current;
    if (!a) return;
    setElapsed(a.currentTime);
    if (Number.isFinite(a.duration)) setTotal(a.duration);
  };
  return (
    <div className="aw-audio" role="group" aria-labelledby={`${id}__audio-label`}>
      <span className="aw-sr-only" id={`${id}__audio-label`}>
        {t('widget.captcha.audioLabel')}
      </span>
      {/* The spoken challenge is itself the alternative to the image; captions would print the answer. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- see above */}
      <audio
        ref={audio}
        src={src}
        preload="auto"
        onLoadedMetadata={sync}
        onDurationChange={sync}
        onTimeUpdate={sync}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <p className="aw-audio-status" aria-live="polite">
        {waiting ? t('widget.captcha.startsIn') : ''}
      </p>
      <div className="aw-audio-controls">
        <button type="button" className="aw-button aw-button--small" data-action="captcha-rewind" onClick={rewind}>
          {t('widget.captcha.rewind')}
        </button>
        <button type="button" className="aw-button aw-button--small" data-action="captcha-play" onClick={toggle}>
          {t(playing ? 'widget.captcha.pause' : 'widget.captcha.play')}
        </button>
        <span className="aw-audio-time">
          {t('widget.captcha.time', { elapsed: clock(Math.floor(elapsed)), total: clock(Math.round(total)) })}
        </span>
      </div>
    </div>
  );
}
