// Every string the filter sidebar shows, one catalogue for all its parts. Spec texts (dashboard §2,
// §8) verbatim; the rest are ours where the spec is silent. Override any of them through `messages`.

import { defaultFilterPanelMessages } from './filter/messages';
import { defaultHoursMessages } from './hours/messages';
import { defaultMeterMessages } from './meters/messages';

export const defaultFilterSidebarMessages = {
  ...defaultMeterMessages,
  ...defaultHoursMessages,
  /** The filter panels' strings (filter/messages.ts). */
  ...defaultFilterPanelMessages,
  /** The sidebar's title, beside the collapse toggle, and its accessible name. */
  sidebarLabel: 'Overview',
  /** The frame's collapse toggle (dashboard §2 "Sidebar": "a collapse toggle"). */
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
  errorTitle: 'Ooops!',
  successTitle: 'Success',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type FilterSidebarMessages = typeof defaultFilterSidebarMessages;

export { fillTemplate as fill } from '../../sdk/core/domain';
