// Every word the My Images screen and its picker show (the portal's own catalogue). Spec texts
// verbatim where the spec has them (dashboard §2 'My Images', §8 'Ooops!' and the generic error);
// the rest are ours. The server's messages (saved, removed, provider down …) come in its answers.
export const imagesMessages = {
  title: 'My Images',
  noAccess: 'Image search is not part of your role.',
  intro:
    'Find stock images for your orders, keep the ones you like, and add them to an order as supplied files.',
  sections: 'My Images sections',
  tabSearch: 'Search images',
  tabLibrary: 'My library',
  // Search.
  searchLabel: 'Search images',
  searchHint: 'Words such as sunset, ocean or pattern',
  searchButton: 'Search',
  resultsTitle: 'Results',
  resultsFor: '{total} images for "{query}"',
  resultsAll: '{total} images',
  noResults: 'No images match "{query}"',
  noResultsHint: 'Try other or fewer words.',
  clearSearch: 'Show all images',
  save: 'Save',
  saveLabel: 'Save {title} to My Images',
  saved: 'Saved',
  savedLabel: 'Saved: {title}',
  byPexels: 'Photos provided by Pexels',
  creditPhotoBy: 'Photo by',
  creditOn: 'on',
  pager: 'Result pages',
  libraryPager: 'Library pages',
  // Library.
  libraryTitle: 'My library',
  libraryCount: '{total} of {limit} images',
  libraryEmpty: 'No images saved yet',
  libraryEmptyHint: 'Search stock images and save the ones you want to use in your orders.',
  goSearch: 'Search images',
  remove: 'Remove',
  removeLabel: 'Remove {title} from My Images',
  removeTitle: 'Remove this image?',
  removeBody: '{title} will be removed from My Images. Orders it was added to keep their copy.',
  cancel: 'Cancel',
  savedOn: 'Saved {date}',
  pictureMissing: 'Picture not available',
  // Picker (order files).
  fromMyImages: 'From My Images',
  pickerTitle: 'Add from My Images',
  pickerHint: 'Choose images to add to this order’s supplied files.',
  pickerEmpty: 'No images saved yet. Save some on My Images first.',
  pickerOpenLibrary: 'Open My Images',
  pickerAdd: 'Add to supplied files',
  pickerAddCount: 'Add {count} to supplied files',
  pickerChoose: 'Add {title}',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
