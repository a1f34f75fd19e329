// The header's "Add version" (issue 12): spread into the viewer's catalogue.
export const defaultAddVersionMessages = {
  addVersion: 'Add version',
  /** While the new version is on its way (its progress is in the upload toasts). */
  addingVersion: 'Adding version...',
};
