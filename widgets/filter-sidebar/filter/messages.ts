// Every string the filter panels show. Spec texts (dashboard §3, §5, §8, §9) verbatim; the rest are
// ours where the spec is silent. Time buckets, progress labels, months and validation come from the
// shared catalogues in sdk/core/domain, so one translation covers every widget.
import {
  defaultOrderProgressFilterMessages,
  defaultTimeBucketMessages,
  defaultValidationMessages,
} from '../../../sdk/core/domain';
import { defaultDateRangeMessages } from '../../../sdk/react';

export const defaultFilterPanelMessages = {
  ...defaultDateRangeMessages,
  ...defaultOrderProgressFilterMessages,
  ...defaultTimeBucketMessages,
  ...defaultValidationMessages,
  /** Panel titles (dashboard §2 "Order filter panels"). */
  ordersTitle: 'Orders Advance Filter',
  archivedTitle: 'Archive Order Filter',
  presetsTitle: 'Saved presets',
  noPresets: 'No presets defined',
  /** The toggle that expands the form (its state is aria-expanded). */
  formToggle: 'Advance Filter',
  client: 'Client',
  customer: 'Customer',
  creator: 'Creator',
  manager: 'Project Lead',
  operator: 'Operator',
  serviceCategory: 'Service Category',
  service: 'Service',
  /** The first, empty option of every select. */
  any: 'All',
  orderProgress: 'Order Progress',
  createdDate: 'Created Date',
  dueDate: 'Due Date',
  updatedDate: 'Updated Date',
  queueTime: 'Queue Time',
  workTime: 'Work Time',
  customSearch: 'Custom Search',
  presetName: 'Preset Name',
  reset: 'Reset',
  save: 'Save',
  update: 'Update',
  cancelEdit: 'Cancel',
  /** Accessible names of a preset row's buttons; `{name}` is the preset's whole name. */
  selectPreset: 'Apply preset {name}',
  editPreset: 'Edit preset {name}',
  deletePreset: 'Delete preset {name}',
  edit: 'Edit',
  delete: 'Delete',
  /** §8 texts. */
  saved: 'Preset filter has been successfully saved',
  deleted: 'Filter preset deleted successfully',
  confirmTitle: 'Confirm',
  confirmDelete: 'Are you sure you want to delete this preset?',
  successTitle: 'Success',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type FilterPanelMessages = typeof defaultFilterPanelMessages;
