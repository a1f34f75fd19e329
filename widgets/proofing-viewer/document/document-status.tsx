import { Spinner } from '../../../sdk/react';
import { fill, type ProofingViewerMessages } from '../messages';

/**
 * Proofing §2.7 loading texts: 'Loading File...' until the first bytes arrive, then 'Please wait.
 * Reading File...' with the real download percentage.
 */
export function LoadingStatus({
  messages: m,
  percent,
}: {
  messages: ProofingViewerMessages;
  percent: number | null;
}) {
  const text = percent === null ? m.loadingFile : m.readingFile;
  return (
    <div className="pd-viewer-status" role="status">
      <Spinner label={text} />
      <p className="pd-viewer-status-text">
        {text}
        {percent !== null && <span className="pd-viewer-percent"> {fill(m.percent, { percent })}</span>}
      </p>
    </div>
  );
}

/** A file the viewer cannot show: the reason in words, announced (§2.7, §8). */
export function DocumentMessage({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <div className="pd-viewer-status" role={alert ? 'alert' : 'status'}>
      <p className="pd-viewer-status-text">{text}</p>
    </div>
  );
}
