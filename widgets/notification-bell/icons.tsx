// Inline SVG icons: no icon font or image request a strict CSP could refuse; they take the text colour.
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function BellIcon() {
  return (
    <svg aria-hidden="true" {...common} width={20} height={20}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M9 18l6-6-6-6" />
    </svg>
  );
}
