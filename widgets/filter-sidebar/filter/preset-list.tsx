import { fillTemplate, TRUNCATE_LENGTHS, truncate } from '../../../sdk/core/domain';
import { Button, Spinner } from '../../../sdk/react';
import type { AnyPreset } from './form';
import type { FilterPanelMessages } from './messages';

export interface PresetListProps {
  presets: readonly AnyPreset[];
  loading: boolean;
  selectedId: string | null;
  editingId: string | null;
  canEdit: boolean;
  canDelete: boolean;
  onSelect(preset: AnyPreset): void;
  onEdit(preset: AnyPreset): void;
  onDelete(preset: AnyPreset): void;
  m: FilterPanelMessages;
}

/**
 * The saved presets (dashboard §4, §5, §9): sorted by name case-insensitively (the caller sorts),
 * each name cut to 20 with the whole name as its title, the selected one pressed. Its height is the
 * window height minus 335 px (the sidebar's list height), scrolling inside.
 */
export function PresetList({
  presets,
  loading,
  selectedId,
  editingId,
  canEdit,
  canDelete,
  onSelect,
  onEdit,
  onDelete,
  m,
}: PresetListProps) {
  if (loading && presets.length === 0) return <Spinner label={m.presetsTitle} />;
  if (presets.length === 0) return <p className="pd-filter-empty">{m.noPresets}</p>;
  return (
    <ul className="pd-filter-presets" aria-label={m.presetsTitle}>
      {presets.map((preset) => {
        const selected = preset.id === selectedId;
        return (
          <li
            key={preset.id}
            className="pd-filter-preset"
            data-selected={selected || undefined}
            data-editing={preset.id === editingId || undefined}
          >
            <button
              type="button"
              className="pd-filter-preset-name"
              aria-pressed={selected}
              aria-label={fillTemplate(m.selectPreset, { name: preset.name })}
              title={preset.name}
              onClick={() => onSelect(preset)}
            >
              {truncate(preset.name, TRUNCATE_LENGTHS.PRESET_NAME)}
            </button>
            {canEdit ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={fillTemplate(m.editPreset, { name: preset.name })}
                onClick={() => onEdit(preset)}
              >
                {m.edit}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={fillTemplate(m.deletePreset, { name: preset.name })}
                onClick={() => onDelete(preset)}
              >
                {m.delete}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
