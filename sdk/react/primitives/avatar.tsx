import { useState } from 'react';
import { cx } from './class-names';

export interface AvatarProps {
  /** Full name: the source of the initials, and the accessible name unless `label` is given. */
  name: string;
  /** Accessible name and hover tooltip, e.g. 'Created by Ada Lovelace'. Default: `name`. */
  label?: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** 'Ada Lovelace' → 'AL', 'cher' → 'C'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** An image, or the name's initials when there is none or it fails to load. */
export function Avatar({ name, label = name, src, size = 'md', className }: AvatarProps) {
  // Remember which src failed, so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  const classes = cx('pd-avatar', size !== 'md' && `pd-avatar--${size}`, className);
  if (src && !failed) {
    return (
      <span className={classes} title={label}>
        <img className="pd-avatar-image" src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={label} title={label}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
