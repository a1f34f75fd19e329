import type { ReactNode } from 'react';

// Inline SVG icons: no icon font or image request a strict CSP (img-src, font-src) could refuse,
// and they take the text colour. Widgets draw their own glyphs inside the same `Icon` frame.

export interface IconProps {
  /** Width and height in px. */
  size?: number;
  children?: ReactNode;
}

/** The 24 × 24 stroked frame every Proofdesk icon shares; hidden from assistive technology. */
export function Icon({ size = 16, children }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const TrashIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);

export const CheckIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const BackIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const ChevronIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 18l6-6-6-6" />
  </Icon>
);
