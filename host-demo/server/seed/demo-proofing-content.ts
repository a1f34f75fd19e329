import type { PdfPage } from './pdf';

// What the demo files and threads say. Shapes come in both formats the viewer must read: 0.2
// (coordinates relative to the page group) and the older absolute one (pixels, no version).

export const DEMO_GUEST = {
  /** Demo only: a fixed link so the printed URL survives re-seeding. Real invitations are random. */
  invitationId: 'guest-demo',
  secret: 'demo-guest-secret-not-for-production',
  name: 'Gina Guest',
  email: 'gina.guest@example.test',
  message: 'Hi Gina, could you check the poster and the brochure before we print? Thanks!',
} as const;

export const DEMO_GUEST_LINK_TOKEN = `${DEMO_GUEST.invitationId}.${DEMO_GUEST.secret}`;

export const brochurePages = (orderName: string, version: number): PdfPage[] => [
  {
    title: `${orderName} - brochure v${version}`,
    lines: ['Cover page', 'Spring collection 2026', 'Printed on 170 gsm silk'],
    boxes: [
      { x: 0, y: 560, width: 612, height: 232, rgb: [0.13, 0.24, 0.45] },
      { x: 72, y: 180, width: 468, height: 300, rgb: [0.95, 0.78, 0.24] },
    ],
  },
  {
    title: 'Inside spread',
    lines: ['Three columns of copy', 'Product photography placeholders', 'Price list in the sidebar'],
    boxes: [
      { x: 72, y: 300, width: 140, height: 300, rgb: [0.8, 0.85, 0.9] },
      { x: 236, y: 300, width: 140, height: 300, rgb: [0.8, 0.9, 0.85] },
      { x: 400, y: 300, width: 140, height: 300, rgb: [0.9, 0.85, 0.8] },
    ],
  },
  {
    title: 'Back cover',
    lines: ['Contact details', 'Store locations', 'QR code area'],
    boxes: [
      { x: 72, y: 120, width: 120, height: 120, rgb: [0.1, 0.1, 0.1] },
      { x: 0, y: 0, width: 612, height: 60, rgb: [0.13, 0.24, 0.45] },
    ],
  },
];

export const briefPages = (orderName: string): PdfPage[] => [
  {
    title: `Brief: ${orderName}`,
    lines: ['Audience: existing customers', 'Tone: warm, confident', 'Deadline: end of the month'],
    boxes: [{ x: 60, y: 60, width: 492, height: 8, rgb: [0.9, 0.3, 0.2] }],
  },
  { title: 'Brand colours', lines: ['Navy #203C72', 'Sun #F9C83C', 'Paper #FFFFFF'], boxes: [] },
  { title: 'Mandatories', lines: ['Logo top left', 'Legal line on every page'], boxes: [] },
];

const relative = (className: string, page: number, attrs: Record<string, unknown>) =>
  JSON.stringify({
    className,
    attrs: {
      id: `shape-${className.toLowerCase()}-${page}`,
      version: '0.2',
      group: `page-${page}`,
      strokeWidth: 5,
      ...attrs,
    },
    page,
    scale: 1,
  });

const absolute = (className: string, attrs: Record<string, unknown>) =>
  JSON.stringify({
    className,
    attrs: { id: `shape-${className.toLowerCase()}-abs`, strokeWidth: 5, ...attrs },
    page: 1,
    scale: 0.75,
  });

export interface DemoThread {
  author: string;
  message: string;
  mentions: string[];
  annotation: string;
  resolved: boolean;
  replies: { author: string; message: string; mentions: string[] }[];
}

/** Public threads on customer-review files. */
export const PUBLIC_THREADS: DemoThread[] = [
  {
    author: 'user-owner',
    message: 'Can the headline be larger? It gets lost on the gradient.',
    mentions: ['user-operator'],
    annotation: relative('Rect', 1, { x: 0.06, y: 0.04, width: 0.42, height: 0.09, stroke: 'red' }),
    resolved: false,
    replies: [
      {
        author: 'user-operator',
        message: 'Sure, I will bump it to 48 pt in the next version.',
        mentions: ['user-owner'],
      },
      { author: 'user-staff', message: 'Please keep it on one line.', mentions: [] },
    ],
  },
  {
    author: 'user-staff',
    message: 'This dot should be our sun yellow, not orange.',
    mentions: [],
    annotation: absolute('Circle', { x: 320, y: 300, radius: 10, stroke: 'blue', fill: 'blue' }),
    resolved: true,
    replies: [{ author: 'user-operator', message: 'Fixed in v2.', mentions: ['user-staff'] }],
  },
  {
    author: 'user-operator',
    message: 'Arrow marks where the legal line goes.',
    mentions: ['user-owner', 'user-staff'],
    annotation: relative('Arrow', 1, { points: [0.55, 0.7, 0.7, 0.82], stroke: 'green' }),
    resolved: false,
    replies: [],
  },
];

/** Internal threads (internal versions; customers never see them). */
export const INTERNAL_THREADS: DemoThread[] = [
  {
    author: 'user-manager',
    message: 'Tighten the kerning here before this goes to the customer.',
    mentions: ['user-operator'],
    annotation: absolute('Line', { points: [100, 100, 160, 120, 220, 110], stroke: 'purple' }),
    resolved: false,
    replies: [
      { author: 'user-operator', message: 'Done, uploading a new draft.', mentions: ['user-manager'] },
    ],
  },
];
