import { useMessages } from '../messages-provider';
import { cx } from './class-names';

export interface SpinnerProps {
  /** Accessible name; defaults to the catalogue's 'Loading'. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const messages = useMessages();
  return (
    <span role="status" aria-label={label ?? messages.loading} className={cx('pd-spinner', className)} />
  );
}
