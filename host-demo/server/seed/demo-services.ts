// Service catalogue of the demo: stable ids so filters and presets can name them.
export const DEMO_SERVICE_CATEGORIES = [
  { id: 'cat-branding', name: 'Branding' },
  { id: 'cat-print', name: 'Print' },
  { id: 'cat-digital', name: 'Digital' },
  { id: 'cat-packaging', name: 'packaging' },
] as const;

// One category is lower-case on purpose: option lists sort case-insensitively.
export const DEMO_SERVICES = [
  { id: 'svc-logo', categoryId: 'cat-branding', name: 'Logo Design' },
  { id: 'svc-brand-guide', categoryId: 'cat-branding', name: 'Brand Guidelines' },
  { id: 'svc-flyer', categoryId: 'cat-print', name: 'Flyer' },
  { id: 'svc-brochure', categoryId: 'cat-print', name: 'Brochure' },
  { id: 'svc-business-card', categoryId: 'cat-print', name: 'business Card' },
  { id: 'svc-social', categoryId: 'cat-digital', name: 'Social Media Pack' },
  { id: 'svc-banner', categoryId: 'cat-digital', name: 'Web Banner' },
  { id: 'svc-packaging', categoryId: 'cat-packaging', name: 'Packaging' },
  { id: 'svc-label', categoryId: 'cat-packaging', name: 'Product Label' },
] as const;

export const ORDER_SUBJECTS = [
  'Spring Campaign',
  'Summer Sale',
  'Autumn Launch',
  'Winter Menu',
  'Grand Opening',
  'Rebrand',
  'Trade Show',
  'Newsletter',
  'Holiday Promo',
  'Product Launch',
  'Charity Run',
  'Loyalty Card',
] as const;
