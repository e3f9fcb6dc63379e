import { useI18n } from '@dars/i18n';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatClock } from '../clock';
import { Icon } from '../icons';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './VideoPlayer.css';

/** The playback speeds offered, slowest first. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** How often the position is reported while playing. */
const PROGRESS_EVERY_S = 5;

export interface VideoPlayerProps {
  /** The video's URL (already checked by the caller). */
  src: string;
  /** The lesson's title: the player's accessible name is built from it. */
  title: string;
  poster?: string;
  /** A WebVTT captions track, when the server gives one. */
  captions?: { src: string; srcLang: string; label: string } | null;
  /** Seconds to start at (resuming); ignored unless below the duration. */
  startAt?: number;
  /** Start as soon as it can (the learner opened the lesson with a click). */
  autoPlay?: boolean;
  /** Playback really started (the element's `playing` event), each time. */
  onPlay?: () => void;
  onPause?: (seconds: number) => void;
  /** The position: every 5 s while playing, on pause, after a seek and when the player goes away. */
  onProgress?: (seconds: number, duration: number) => void;
  onEnded?: () => void;
}

/**
 * An accessible lesson player: the native video element with controls of its own (play, a seek bar,
 * time, mute, speed, captions, picture-in-picture and full screen where the browser has them), all
 * reachable by keyboard, with shortcuts while focus is inside it (Space/K, arrows, J/L, Home/End, M, C, F,
 * Shift+< and Shift+>, 0–9). The timeline runs left to right in both languages (as video players do in
 * Arabic too); the rest of the bar follows the page's direction. Changes made by keys are announced.
 */
export function VideoPlayer({
  src,
  title,
  poster,
  captions = null,
  startAt = 0,
  autoPlay = false,
  onPlay,
  onPause,
  onProgress,
  onEnded,
}: VideoPlayerProps) {
  const { t, format } = useI18n();
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [muted, setMuted] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [said, setSaid] = useState('');
  const reported = useRef(0);
  const resumed = useRef(false);
  const [canPip] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.pictureInPictureEnabled === true &&
      'requestPictureInPicture' in HTMLVideoElement.prototype,
  );
  const [canFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenEnabled === true);

  /** Numbers in the language's digits, as everywhere in the interface. */
  const local = useCallback((text: string) => text.replace(/\d/g, (d) => format.digits(Number(d))), [format]);
  const clock = (seconds: number) => local(formatClock(seconds));

  // The callbacks of now, for the element's listeners and the unmount report.
  const latest = useRef({ onPlay, onPause, onProgress, onEnded });
  latest.current = { onPlay, onPause, onProgress, onEnded };

  const report = useCallback(() => {
    const el = video.current;
    if (!el) return;
    reported.current = el.currentTime;
    latest.current.onProgress?.(el.currentTime, Number.isFinite(el.duration) ? el.duration : 0);
  }, []);

  // The last position is reported when the player goes away (another lesson, closing, leaving the page),
  // and when the page itself goes (a reload, the tab closed): React unmounts nothing then, and the last
  // report may be seconds old (or, right after a pause, its event not yet handled).
  useEffect(() => {
    window.addEventListener('pagehide', report);
    return () => {
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [report]);

  const el = () => video.current;
  const toggle = () => {
    const v = el();
    if (!v) return;
    if (v.paused || v.ended) void v.play()?.catch(() => undefined);
    else v.pause();
  };
  const seekTo = (seconds: number) => {
    const v = el();
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : seconds;
    v.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(v.currentTime);
  };
  const seekBy = (delta: number) => {
    const v = el();
    if (!v) return;
    seekTo(v.currentTime + delta);
    setSaid(t(delta > 0 ? 'player.forward' : 'player.back', { seconds: local(String(Math.abs(delta))) }));
  };
  const chooseRate = (next: number) => {
    const v = el();
    if (v) v.playbackRate = next;
    setRate(next);
    setSaid(t('player.speedNow', { rate: format.number(next) }));
  };
  const stepRate = (step: 1 | -1) => {
    const at = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
    const next = PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, (at < 0 ? 2 : at) + step))];
    if (next !== undefined) chooseRate(next);
  };
  const toggleMute = () => {
    const v = el();
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  };
  const toggleCaptions = () => {
    const track = el()?.textTracks?.[0];
    const on = !captionsOn;
    if (track) track.mode = on ? 'showing' : 'hidden';
    setCaptionsOn(on);
    setSaid(t(on ? 'player.captionsOn' : 'player.captionsOff'));
  };
  const togglePip = () => {
    const v = el();
    if (!v) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void v.requestPictureInPicture().catch(() => undefined);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.current?.requestFullscreen().catch(() => undefined);
  };
  const retry = () => {
    setFailed(false);
    setWaiting(true);
    el()?.load();
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // The speed list handles its own keys; on the seek bar the arrows move 5 s, not its 0.1 s steps.
    if (target.tagName === 'SELECT') return;
    const onButton = target.tagName === 'BUTTON';
    const v = el();
    if (!v) return;
    const handled = (() => {
      switch (event.key) {
        case ' ':
          if (onButton) return false; // the button itself answers Space
          toggle();
          return true;
        case 'k':
        case 'K':
          toggle();
          return true;
        case 'ArrowRight':
        case 'ArrowUp':
          if (event.key === 'ArrowUp' && target.tagName !== 'INPUT') return false;
          seekBy(5);
          return true;
        case 'ArrowLeft':
        case 'ArrowDown':
          if (event.key === 'ArrowDown' && target.tagName !== 'INPUT') return false;
          seekBy(-5);
          return true;
        case 'l':
        case 'L':
          seekBy(10);
          return true;
        case 'j':
        case 'J':
          seekBy(-10);
          return true;
        case 'Home':
          seekTo(0);
          return true;
        case 'End':
          seekTo(v.duration);
          return true;
        case 'm':
        case 'M':
          toggleMute();
          return true;
        case 'c':
        case 'C':
          if (!captions) return false;
          toggleCaptions();
          return true;
        case 'f':
        case 'F':
          if (!canFullscreen) return false;
          toggleFullscreen();
          return true;
        case '>':
          stepRate(1);
          return true;
        case '<':
          stepRate(-1);
          return true;
        default:
          if (/^[0-9]$/.test(event.key) && Number.isFinite(v.duration)) {
            seekTo((v.duration * Number(event.key)) / 10);
            return true;
          }
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const position = t('player.position', { time: clock(time), duration: clock(duration) });
  return (
    <section
      ref={root}
      aria-label={t('player.label', { title })}
      className={styles.root}
      data-fullscreen={fullscreen || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.screen}>
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is given when the server has one. */}
        <video
          ref={video}
          className={styles.video}
          src={src}
          poster={poster}
          preload="metadata"
          playsInline
          crossOrigin={captions ? 'anonymous' : undefined}
          onClick={toggle}
          onLoadedMetadata={(event) => {
            const v = event.currentTarget;
            setDuration(Number.isFinite(v.duration) ? v.duration : 0);
            setWaiting(false);
            if (!resumed.current) {
              resumed.current = true;
              // A recorded clip may not know its duration yet (Infinity): its kept position is trusted then.
              if (startAt > 0 && (!Number.isFinite(v.duration) || startAt < v.duration - 1)) {
                v.currentTime = startAt;
                setTime(startAt);
              }
              if (autoPlay) void v.play()?.catch(() => undefined);
            }
          }}
          onDurationChange={(event) => {
            const d = event.currentTarget.duration;
            if (Number.isFinite(d)) setDuration(d);
          }}
          onTimeUpdate={(event) => {
            const now = event.currentTarget.currentTime;
            setTime(now);
            if (Math.abs(now - reported.current) >= PROGRESS_EVERY_S) report();
          }}
          onPlaying={() => {
            setPlaying(true);
            setWaiting(false);
            latest.current.onPlay?.();
          }}
          onPause={(event) => {
            setPlaying(false);
            latest.current.onPause?.(event.currentTarget.currentTime);
            report();
          }}
          onSeeked={report}
          onWaiting={() => setWaiting(true)}
          onCanPlay={() => setWaiting(false)}
          onEnded={() => {
            setPlaying(false);
            latest.current.onEnded?.();
          }}
          onError={() => {
            setFailed(true);
            setWaiting(false);
            setPlaying(false);
          }}
        >
          {captions ? (
            <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} />
          ) : null}
        </video>
        {waiting && !failed ? (
          <div className={styles.overlay}>
            <Spinner label={t('player.loading')} />
          </div>
        ) : null}
        {failed ? (
          <div className={styles.overlay} role="alert">
            <p className={styles.failure}>{t('player.failed')}</p>
            <button type="button" className={styles.retry} onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
      </div>

      <div className={styles.bar}>
        <ControlButton label={t(playing ? 'player.pause' : 'player.play')} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ControlButton>
        <div className={styles.timeline} dir="ltr">
          <span className={styles.time} aria-hidden="true">
            {clock(time)}
          </span>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            aria-label={t('player.seek')}
            aria-valuetext={position}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
          />
          <span className={styles.time} aria-hidden="true">
            {clock(duration)}
          </span>
        </div>
        <div className={styles.tools}>
          <ControlButton label={t(muted ? 'player.unmute' : 'player.mute')} pressed={muted} onClick={toggleMute}>
            {muted ? <MutedIcon /> : <VolumeIcon />}
          </ControlButton>
          <label className={styles.speed}>
            <span className={visuallyHidden}>{t('player.speed')}</span>
            <select
              className={styles.speedSelect}
              value={String(rate)}
              onChange={(event) => chooseRate(Number(event.currentTarget.value))}
            >
              {PLAYBACK_RATES.map((r) => (
                <option key={r} value={String(r)}>
                  {t('player.rate', { rate: format.number(r) })}
                </option>
              ))}
            </select>
          </label>
          {captions ? (
            <ControlButton label={t('player.captions')} pressed={captionsOn} onClick={toggleCaptions}>
              <CaptionsIcon />
            </ControlButton>
          ) : null}
          {canPip ? (
            <ControlButton label={t('player.pip')} onClick={togglePip}>
              <PipIcon />
            </ControlButton>
          ) : null}
          {canFullscreen ? (
            <ControlButton
              label={t(fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
              onClick={toggleFullscreen}
            >
              <FullscreenIcon />
            </ControlButton>
          ) : null}
        </div>
      </div>
      <p className={visuallyHidden} aria-live="polite" id={`${id}-said`}>
        {said}
      </p>
    </section>
  );
}

function ControlButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.control} aria-label={label} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

// The play triangle points the way time runs on the timeline (left to right) in both languages.
const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M8 5.5v13l10.5-6.5z" />
  </Icon>
);
const PauseIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </Icon>
);
const VolumeIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);
const MutedIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="m16 9.5 5 5m0-5-5 5" />
  </Icon>
);
const CaptionsIcon = () => (
  <Icon>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M10.5 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" />
  </Icon>
);
const PipIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="11.5" width="7" height="5.5" rx="1" fill="currentColor" />
  </Icon>
);
const FullscreenIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
