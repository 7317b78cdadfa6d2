'use client';
import { useRef, useState } from 'react';
import styles from './viewer.module.css';

export interface VideoLabels {
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  seek: string;
  alt: string;
  unsupported: string;
  download: string;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The viewer's video with its own controls. Chromium's native controls keep keyboard events
 * inside their shadow tree, so Esc would never reach the viewer while they have focus; page
 * buttons and a range input keep Esc, Tab and touch working everywhere.
 */
export function VideoStage({ src, poster, labels }: { src: string; poster?: string | null; labels: VideoLabels }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch((error: unknown) => console.warn('video playback refused', error));
    else v.pause();
  };

  return (
    <>
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        className={styles.video}
        aria-label={labels.alt}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
      >
        <p>
          {labels.unsupported}{' '}
          <a href={src} download>
            {labels.download}
          </a>
        </p>
      </video>
      <div className={styles.videoControls}>
        <button type="button" className={styles.control} onClick={toggle}>
          {playing ? labels.pause : labels.play}
        </button>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={duration || 0}
          step={0.1}
          value={time}
          aria-label={labels.seek}
          aria-valuetext={`${clock(time)} / ${clock(duration)}`}
          onChange={(e) => {
            if (video.current) video.current.currentTime = Number(e.target.value);
          }}
        />
        <span className={styles.time} aria-hidden="true">
          {clock(time)} / {clock(duration)}
        </span>
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            if (video.current) video.current.muted = !video.current.muted;
          }}
        >
          {muted ? labels.unmute : labels.mute}
        </button>
      </div>
    </>
  );
}
