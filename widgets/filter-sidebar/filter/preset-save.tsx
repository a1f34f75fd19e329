import { type KeyboardEvent, type Ref, useEffect, useRef } from 'react';
import { Button, TextField } from '../../../sdk/react';
import type { FilterPanelMessages } from './messages';

export interface PresetSaveProps {
  name: string;
  error: string | null;
  editing: boolean;
  saving: boolean;
  inputRef: Ref<HTMLInputElement>;
  onName(name: string): void;
  onSave(): void;
  onCancelEdit(): void;
  m: FilterPanelMessages;
}

/**
 * The preset name box and Save (Update while editing): "Enter in the name box saves"; the name's
 * problems ('Required!', the 30-character message) show under the box, scrolled into view: the box
 * sits at the foot of a sidebar that its host column scrolls, and the message landed below the fold.
 */
export function PresetSave({
  name,
  error,
  editing,
  saving,
  inputRef,
  onName,
  onSave,
  onCancelEdit,
  m,
}: PresetSaveProps) {
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // 'nearest' moves the column only as far as needed; it scrolls through the shadow root too.
    if (error) block.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSave();
  };
  return (
    <div ref={block} className="pd-filter-save">
      <TextField
        ref={inputRef}
        label={m.presetName}
        required
        value={name}
        error={error}
        autoComplete="off"
        onChange={(event) => onName(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <span className="pd-filter-actions">
        {editing ? <Button onClick={onCancelEdit}>{m.cancelEdit}</Button> : null}
        <Button variant="primary" loading={saving} onClick={onSave}>
          {editing ? m.update : m.save}
        </Button>
      </span>
    </div>
  );
}
