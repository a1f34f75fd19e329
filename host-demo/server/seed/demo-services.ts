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

export interface DemoServiceDetail {
  description: string;
  /** The pay-as-you-go product (demo-products.ts) the service is bought as; none: membership only. */
  productId: string | null;
  options: readonly { name: string; choices: readonly string[]; required: boolean }[];
}

/** What the create-order form offers per service: a description, its choices, its pay-as-you-go price. */
export const DEMO_SERVICE_DETAILS: Record<(typeof DEMO_SERVICES)[number]['id'], DemoServiceDetail> = {
  'svc-logo': {
    description: 'A logo with three concepts and two revision rounds.',
    productId: 'prod-logo',
    options: [
      { name: 'Style', choices: ['Minimal', 'Illustrative', 'Typographic', 'Emblem'], required: true },
      {
        name: 'File formats',
        choices: ['SVG and PNG', 'SVG, PNG and PDF', 'Full brand pack'],
        required: false,
      },
    ],
  },
  'svc-brand-guide': {
    description: 'Colours, type, logo use and tone of voice in one guide.',
    productId: null,
    options: [
      {
        name: 'Length',
        choices: ['Brand sheet (1 page)', 'Short guide (8 pages)', 'Full guide (24 pages)'],
        required: true,
      },
    ],
  },
  'svc-flyer': {
    description: 'A flyer, print-ready.',
    productId: 'prod-flyer',
    options: [
      { name: 'Size', choices: ['A5', 'A4', 'A3', 'US Letter'], required: true },
      { name: 'Sides', choices: ['One side', 'Both sides'], required: true },
    ],
  },
  'svc-brochure': {
    description: 'A folded brochure, print-ready.',
    productId: 'prod-brochure',
    options: [
      { name: 'Fold', choices: ['Bi-fold', 'Tri-fold', 'Z-fold'], required: true },
      { name: 'Paper size', choices: ['A4', 'US Letter'], required: false },
    ],
  },
  'svc-business-card': {
    description: 'Front and back, print-ready PDF.',
    productId: 'prod-business-card',
    options: [
      { name: 'Sides', choices: ['Front only', 'Front and back'], required: true },
      { name: 'Finish', choices: ['Matte', 'Gloss', 'Spot UV'], required: false },
    ],
  },
  'svc-social': {
    description: 'Post templates and profile art for your channels.',
    productId: 'prod-social-kit',
    options: [
      { name: 'Channels', choices: ['Instagram', 'Facebook', 'LinkedIn', 'All three'], required: true },
      { name: 'Posts', choices: ['5 posts', '10 posts', '20 posts'], required: true },
    ],
  },
  'svc-banner': {
    description: 'Display banners in the standard ad sizes.',
    productId: null,
    options: [
      {
        name: 'Set',
        choices: ['Leaderboard only', 'Standard set (5 sizes)', 'Full set (10 sizes)'],
        required: true,
      },
      { name: 'Animated', choices: ['Static', 'Animated GIF', 'HTML5'], required: false },
    ],
  },
  'svc-packaging': {
    description: 'Packaging artwork on your dieline.',
    productId: null,
    options: [{ name: 'Type', choices: ['Box', 'Bag', 'Pouch', 'Bottle wrap'], required: true }],
  },
  'svc-label': {
    description: 'A product label on your dieline.',
    productId: null,
    options: [
      { name: 'Shape', choices: ['Rectangle', 'Round', 'Custom die-cut'], required: true },
      { name: 'Variants', choices: ['1', '2 to 5', '6 to 10'], required: false },
    ],
  },
};
