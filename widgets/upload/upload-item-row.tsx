import { formatBytes, TRUNCATE_LENGTHS, truncate } from '../../sdk/core/domain';
import type { UploadItem, UploadPhase } from '../../sdk/core/uploads';
import { Button, CloseIcon } from '../../sdk/react';
import { fill, type UploadWidgetMessages } from './messages';

const PHASE_TEXT: Record<UploadPhase, keyof UploadWidgetMessages> = {
  queued: 'phaseQueued',
  sending: 'phaseSending',
  registering: 'phaseRegistering',
  done: 'phaseDone',
  failed: 'phaseFailed',
  removing: 'phaseRemoving',
  cancelled: 'phaseCancelled',
};

interface UploadItemRowProps {
  item: UploadItem;
  messages: UploadWidgetMessages;
  onCancel(id: string): void;
}

/** One file on its way: name (cut to 30), size, where it is, a progress bar, and Cancel while it may. */
export function UploadItemRow({ item, messages: m, onCancel }: UploadItemRowProps) {
  const name = truncate(item.name, TRUNCATE_LENGTHS.FILE_NAME_PROGRESS);
  const cancellable = item.phase === 'queued' || item.phase === 'sending';
  return (
    <li className="pd-upload-item" data-phase={item.phase}>
      <div className="pd-upload-item-text">
        <span className="pd-upload-item-name" title={item.name}>
          {fill(m.progress, { name, size: formatBytes(item.size), percent: item.percent })}
        </span>
        <span className="pd-upload-item-phase pd-user-text">
          {item.phase === 'failed' && item.error ? item.error : m[PHASE_TEXT[item.phase]]}
        </span>
      </div>
      <progress className="pd-upload-progress" max={100} value={item.percent} aria-label={name} />
      {cancellable && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={fill(m.cancelItem, { name })}
          onClick={() => onCancel(item.id)}
        >
          <CloseIcon />
        </Button>
      )}
    </li>
  );
}
