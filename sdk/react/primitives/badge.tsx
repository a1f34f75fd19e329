import { cappedCount } from '../../core/domain';
import { cx } from './class-names';

export interface BadgeProps {
  count: number;
  /** Counts above this show as `${max}+` (spec: the unread badge is "capped at '9+'"). */
  max?: number;
  /** Text for screen readers instead of the visible count, e.g. '12 unread notifications'. */
  label?: string;
  /** Render a zero instead of nothing. */
  showZero?: boolean;
  tone?: 'danger' | 'primary' | 'success' | 'neutral';
  className?: string;
}

export function formatBadgeCount(count: number, max = 9): string {
  return cappedCount(count, max) || '0';
}

export function Badge({ count, max = 9, label, showZero = false, tone = 'danger', className }: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  const text = formatBadgeCount(count, max);
  return (
    <span className={cx('pd-badge', tone !== 'danger' && `pd-badge--${tone}`, className)}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="pd-visually-hidden">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
