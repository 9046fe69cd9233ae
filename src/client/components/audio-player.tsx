import { Download } from 'lucide-react';
import { buttonClasses } from './button.tsx';

type AudioPlayerProps = {
  url: string;
  // The whole mp3, once it has all arrived; the player can start before (issue 14).
  download: { url: string; fileName: string } | null;
};

// spec §2: an audio player and Download Voice Note (mp3) appear once audio exists.
export function AudioPlayer({ url, download }: AudioPlayerProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-calm-200 bg-calm-50 p-3">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript is the optimized message shown right above */}
      <audio controls src={url} className="w-full" aria-label="Voice note" />
      {download ? (
        <a href={download.url} download={download.fileName} className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          Download Voice Note (mp3)
        </a>
      ) : null}
    </div>
  );
}
