import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field; marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Class of the wrapping field element. */
  fieldClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  className,
  fieldClassName,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `pd-field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('pd-field', fieldClassName)}>
      <label className="pd-field-label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="pd-field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        className={cx('pd-input', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={hintId} className="pd-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="pd-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
