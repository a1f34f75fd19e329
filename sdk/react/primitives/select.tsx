import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Choose...'). */
  placeholder?: string;
  error?: ReactNode;
  fieldClassName?: string;
}

/** A native select (free keyboard and screen-reader support), styled to match TextField. */
export function Select({
  label,
  options,
  placeholder,
  error,
  id,
  className,
  fieldClassName,
  required,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `pd-select-${autoId}`;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('pd-field', fieldClassName)}>
      <label className="pd-field-label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="pd-field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <span className="pd-select-wrap">
        <select
          {...rest}
          id={selectId}
          required={required}
          className={cx('pd-select', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      {error ? (
        <span id={errorId} className="pd-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
