export {
  clientOptions,
  creatorOptions,
  customerOptions,
  managerOptions,
  operatorOptions,
  serviceCategoryOptions,
  serviceOptions,
} from './options';
export {
  deletePreset,
  insertPreset,
  listPresets,
  type PresetFields,
  type PresetRow,
  type PresetTable,
  updatePreset,
} from './presets';
export { normaliseForm, toArchivedPresetFilter, toPresetFilter } from './shapes';
