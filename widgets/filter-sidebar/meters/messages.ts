// The membership bar's strings (dashboard §2 "Usage meters"). The spec names the meters but not their
// words: these are ours. {used}, {total}, {percent} are filled in.
export const defaultMeterMessages = {
  /** Accessible name of the membership bar. */
  metersLabel: 'Membership usage',
  storage: 'Storage',
  allocatedHours: 'Allocated Hours',
  activeOrders: 'Active Orders',
  /** A meter's figures, e.g. '8.60 GB / 25.00 GB'. */
  usedOfTotal: '{used} / {total}',
  /** An unlimited total (dashboard §2: "shown as the infinity symbol"). */
  unlimited: '∞',
  /** Hours, to at most 2 decimals. */
  hoursValue: '{hours} h',
  /** The popup's lines. */
  popupPlan: 'Plan: {used} of {total}',
  popupAdditional: 'Additional: {used} of {total}',
  /** Active orders the retail quota adds to the plan's maximum. */
  popupExtra: 'Extra: {total}',
  popupPercent: '{percent} used',
  /** Storage used and additional used reach plan plus additional quota (dashboard §9). */
  storageFull: 'Storage full',
  /** The storage meter's expander and its list (dashboard §2: "additional-storage packages"). */
  additionalStorage: 'Additional storage ({count})',
  /** The storage meter's way to the extra resources (owner only): a 'buy-storage' intent. */
  buyStorage: 'Buy more storage',
  /** One package: its title ('+5GB') and due date (dd MMM yyyy). */
  packageDue: 'Due {date}',
};

export type MeterMessages = typeof defaultMeterMessages;
