import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../../sdk/contract';
import { canDeletePreset, canSavePreset, presetKeepsOperatorFilter } from '../../../sdk/core/access';
import { validatePresetName } from '../../../sdk/core/domain';
import type { HttpResult } from '../../../sdk/core/http';
import { useProofdesk } from '../../../sdk/react';
import {
  type AnyPreset,
  EMPTY_FORM,
  type FilterForm,
  type FilterKind,
  formToFilter,
  formToSaveBody,
  presetToForm,
  saveBodyToPreset,
} from './form';
import type { FilterPanelMessages } from './messages';
import { getPresetStore, selectedPresetId, sortPresets, storeSelectedPreset } from './store';
import type { PanelFilter } from './use-panel-filter';

export interface PresetsOptions {
  kind: FilterKind;
  user: User | null;
  filter: PanelFilter;
  m: FilterPanelMessages;
  /** The answer of a save or a delete, for the panel's toasts. */
  onResult(result: HttpResult<unknown>, success: string): void;
  /** A save went through: the panel collapses. */
  onSaved(): void;
}

/**
 * The preset half of a filter panel (dashboard §4 "Filter presets", §5): the sorted list, the
 * selection kept per signed-in user, Edit turning Save into an update, save and delete with the
 * viewOnly/CSO rule, and the name's validation. "A failed save keeps what the user typed."
 */
export function usePresets({ kind, user, filter, m, onResult, onSaved }: PresetsOptions) {
  const instance = useProofdesk();
  const { storage } = instance.session;
  const store = getPresetStore(instance, kind);
  const state = useStore(store.list.$state);
  const presets = useMemo(() => sortPresets(state.items), [state.items]);
  const userId = user?.id ?? null;

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AnyPreset | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Bumped by Edit: "re-fetches its option lists". */
  const [generation, setGeneration] = useState(0);

  // The stored selection of this user, applied once their presets have loaded (unless something
  // else, a host or a bookmarked URL, already set a filter).
  const restoring = useRef<string | null>(null);
  useEffect(() => {
    const stored = userId ? selectedPresetId(storage, kind, userId) : null;
    setSelectedId(stored);
    restoring.current = stored;
  }, [storage, kind, userId]);
  useEffect(() => {
    const wanted = restoring.current;
    if (!wanted || state.status !== 'ready') return;
    restoring.current = null;
    const preset = presets.find((candidate) => candidate.id === wanted);
    if (!preset) {
      setSelectedId(null);
      if (userId) storeSelectedPreset(storage, kind, userId, null);
    } else if (Object.keys(formToFilter(kind, filter.form)).length === 0) {
      filter.apply(presetToForm(preset));
    }
  }, [state.status, presets, filter, storage, kind, userId]);

  const select = useCallback(
    (id: string | null, form: FilterForm) => {
      setSelectedId(id);
      if (userId) storeSelectedPreset(storage, kind, userId, id);
      filter.apply(form);
    },
    [filter, storage, kind, userId],
  );

  const leaveEdit = useCallback(() => {
    setEditing(null);
    setName('');
    setNameError(null);
  }, []);

  /** Back to the selected preset's fields, or none: what expanding, collapsing and saving do. */
  const resetForm = useCallback(
    (selected: AnyPreset | undefined = presets.find((p) => p.id === selectedId)) => {
      leaveEdit();
      filter.apply(selected ? presetToForm(selected) : EMPTY_FORM);
    },
    [presets, selectedId, filter, leaveEdit],
  );

  const save = useCallback(async () => {
    const error = validatePresetName(name, m);
    setNameError(error);
    if (error) return 'invalid';
    if (saving) return 'busy';
    const body = formToSaveBody(kind, name, filter.form, presetKeepsOperatorFilter(user));
    setSaving(true);
    const result = await store.save(body, editing?.id);
    setSaving(false);
    onResult(result, m.saved);
    if (!result.ok) return 'failed';
    const updatedSelected = editing && editing.id === selectedId;
    resetForm(updatedSelected ? saveBodyToPreset(kind, editing.id, body) : undefined);
    onSaved();
    return 'saved';
  }, [name, m, saving, kind, filter.form, user, store, editing, selectedId, onResult, resetForm, onSaved]);

  const remove = useCallback(
    async (preset: AnyPreset) => {
      const result = await store.remove(preset.id);
      onResult(result, m.deleted);
      if (!result.ok) return;
      if (editing?.id === preset.id) leaveEdit();
      if (selectedId === preset.id) select(null, EMPTY_FORM);
    },
    [store, onResult, m.deleted, editing, leaveEdit, selectedId, select],
  );

  return {
    presets,
    loading: state.status === 'loading' || state.status === 'idle',
    selectedId,
    editing,
    name,
    nameError,
    saving,
    generation,
    canSave: canSavePreset(user),
    canDelete: canDeletePreset(user),
    setName(next: string) {
      setName(next);
      if (nameError) setNameError(validatePresetName(next, m));
    },
    /** "Selecting the active preset again clears it." */
    toggle(preset: AnyPreset) {
      leaveEdit();
      if (preset.id === selectedId) select(null, EMPTY_FORM);
      else select(preset.id, presetToForm(preset));
    },
    /** "Reset clears all fields" (and so the selection they came from). */
    clear() {
      leaveEdit();
      select(null, EMPTY_FORM);
    },
    edit(preset: AnyPreset) {
      setEditing(preset);
      setName(preset.name);
      setNameError(null);
      setGeneration((n) => n + 1);
      filter.apply(presetToForm(preset));
    },
    leaveEdit: () => resetForm(),
    resetForm: () => resetForm(),
    save,
    remove,
  };
}
