import { type ReactNode, useId } from 'react';
import { cx } from './class-names';

export interface FieldIds {
  controlId: string;
  /** The control's `aria-describedby`: the caller's own ids, then the hint's and the error's. */
  describedBy: string | undefined;
  hintId: string | undefined;
  errorId: string | undefined;
}

/** The ids that tie a form control to its label, hint and error text. */
export function useFieldIds(
  id: string | undefined,
  prefix: string,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
): FieldIds {
  const autoId = useId();
  const controlId = id ?? `${prefix}-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Label (with the required mark), the control, then its hint and error: one layout for every field. */
export function Field({ ids, label, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={cx('pd-field', className)}>
      <label className="pd-field-label" htmlFor={ids.controlId}>
        {label}
        {required ? (
          <span className="pd-field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span id={ids.hintId} className="pd-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className="pd-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
