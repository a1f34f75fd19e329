import { useStore } from '@nanostores/react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { UPLOAD_EXTENSIONS, type UploadProblem } from '../../sdk/core/domain';
import { getUploadStore } from '../../sdk/core/uploads';
import { Button, useProofdesk, useWidgetMessages, useWidgetStyles } from '../../sdk/react';
import { defaultUploadWidgetMessages, type UploadWidgetMessages } from './messages';
import type { UploadProps } from './props';
import { uploadStyles } from './styles';
import { UploadItemRow } from './upload-item-row';

export type UploadViewProps = UploadProps<UploadWidgetMessages>;

/** The file picker offers the allowed extensions (§5); a drop is checked by the same rules. */
const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Rows that ended well leave the list (their toast said so); failures stay with their message. */
const SHOWN = new Set(['queued', 'sending', 'registering', 'removing', 'failed']);

/**
 * A drop zone with a file picker (issue 12): the chosen or dropped files are checked by the §5
 * rules before anything is sent (a refusal shows its title and message here), then go through the
 * instance's upload store, which shows the §4.11 toasts. Keyboard: the picker is a button.
 */
export function UploadView({
  orderId,
  target,
  multiple = target.kind === 'attachment',
  onUploaded,
  compact = false,
  disabled = false,
  messages,
}: UploadViewProps) {
  useWidgetStyles(uploadStyles);
  const m = useWidgetMessages(defaultUploadWidgetMessages, messages);
  const store = getUploadStore(useProofdesk());
  const items = useStore(store.$items);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [mine, setMine] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [over, setOver] = useState(false);

  const send = (files: readonly File[]) => {
    if (disabled) return;
    const result = store.start({ orderId, target, files, onUploaded, messages: m });
    setProblem(result.ok ? null : result.problem);
    if (result.ok) setMine((ids) => [...ids, ...result.ids]);
  };
  const onDrag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(entering);
  };
  const shown = items.filter((item) => mine.includes(item.id) && SHOWN.has(item.phase));

  return (
    <section className="pd-upload" aria-label={m.zoneLabel} data-compact={compact || undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the keyboard's way in is the picker button inside */}
      <div
        className="pd-upload-zone"
        data-over={over || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false);
          send(Array.from(event.dataTransfer.files));
        }}
      >
        <input
          ref={input}
          type="file"
          className="pd-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={ACCEPT}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            send(Array.from(event.currentTarget.files ?? []));
            // The same file chosen again is a new upload.
            event.currentTarget.value = '';
          }}
        />
        <Button
          variant="primary"
          size={compact ? 'sm' : 'md'}
          disabled={disabled}
          aria-describedby={compact ? undefined : hintId}
          onClick={() => input.current?.click()}
        >
          {multiple ? m.chooseFiles : m.chooseFile}
        </Button>
        {!compact && (
          <span id={hintId} className="pd-upload-hint">
            {over ? m.dropNow : m.dropHint}
          </span>
        )}
      </div>
      {problem && (
        <div role="alert" className="pd-upload-problem">
          <strong className="pd-upload-problem-title">{problem.title}</strong>
          {problem.message !== problem.title && <span>{problem.message}</span>}
        </div>
      )}
      {shown.length > 0 && (
        <ul className="pd-upload-list" aria-label={m.listLabel}>
          {shown.map((item) => (
            <UploadItemRow key={item.id} item={item} messages={m} onCancel={(id) => void store.cancel(id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
