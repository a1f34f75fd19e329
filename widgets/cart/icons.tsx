// Inline SVG icons: no icon font or image request, so a strict CSP (img-src, font-src) cannot
// break them, and they take the text colour.
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function CartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" {...common} width={size} height={size}>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3.5h2.6l2.4 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.1" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function RemoveIcon() {
  return (
    <svg aria-hidden="true" {...common} width={16} height={16}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
