import { useState } from 'react';

interface LiteVideoProps {
  videoId: string;
  title: string;
}

/**
 * A video that costs nothing until asked for: our own placeholder art and a play button; the
 * privacy-enhanced YouTube player loads on click and never autoplays on its own.
 */
export function LiteVideo({ videoId, title }: LiteVideoProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video">
        <iframe
          className="video__frame"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
          title={title}
          width={560}
          height={315}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video video--placeholder">
      <svg className="video__art" width="560" height="315" viewBox="0 0 560 315" aria-hidden="true" focusable="false">
        <rect width="560" height="315" fill="#1f2937" />
        <path d="M0 230 Q140 170 280 230 T560 230" fill="none" stroke="#f59e0b" strokeOpacity=".45" strokeWidth="3" />
        <path d="M0 250 Q140 190 280 250 T560 250" fill="none" stroke="#f59e0b" strokeOpacity=".3" strokeWidth="3" />
      </svg>
      <p className="video__title" aria-hidden="true">
        {title}
      </p>
      <button
        type="button"
        className="video__play"
        aria-label={`Play video: ${title}`}
        onClick={() => setPlaying(true)}
      >
        <svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
          <rect width="68" height="48" rx="12" fill="#b91c1c" />
          <path d="M27 14l18 10-18 10z" fill="#fff" />
        </svg>
      </button>
    </div>
  );
}
