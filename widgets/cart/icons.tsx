import { Icon } from '../../sdk/react';

export function CartIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3.5h2.6l2.4 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.1" />
    </Icon>
  );
}
