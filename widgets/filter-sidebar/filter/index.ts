// The filter sidebar's filter parts (issue 10): the Orders Advance Filter and the Archive Order
// Filter, each a preset list over a collapsible form. The frame renders them (parts `filter` and
// `archive-filter`); they read top-down: panel → presets hook → preset store, form → fields.
export { ArchiveFilterPanel, type ArchiveFilterPanelProps } from './archive-filter-panel';
export type { FilterPanelProps } from './filter-panel';
export type { SidebarFilterProps } from './filter-props';
export {
  type AnyFilterValue,
  type AnyPreset,
  EMPTY_FORM,
  type FilterForm,
  type FilterKind,
  filterToForm,
  formToFilter,
  formToSaveBody,
  presetToForm,
} from './form';
export { defaultFilterPanelMessages, type FilterPanelMessages } from './messages';
export { OrderFilterPanel, type OrderFilterPanelProps } from './order-filter-panel';
export { ArchiveOrderFilter, mountArchiveOrderFilter, mountOrderFilter, OrderFilter } from './standalone';
export {
  getPresetStore,
  PRESET_PATHS,
  type PresetStore,
  SELECTED_PRESET_KEYS,
  selectedPresetId,
  sortPresets,
} from './store';
export { PRESET_LIST_OFFSET_PX } from './styles';
export { CUSTOM_SEARCH_DELAY_MS } from './use-panel-filter';
