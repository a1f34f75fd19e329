// Saved presets of the two filter panels (dashboard §4 "Filter presets", §7 "Filters"): a live
// collection per kind on the instance, and the selected preset per signed-in user in local storage.
export {
  createPresetStore,
  PRESET_PATHS,
  type PresetEffect,
  type PresetStore,
  sortPresets,
} from './preset-store';
export { SELECTED_PRESET_KEYS, selectedPresetId, storeSelectedPreset } from './selected-preset';
export { getPresetStore, presetStoreSlots } from './slot';
