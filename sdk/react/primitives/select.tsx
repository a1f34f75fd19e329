import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Choose...'). */
  placeholder?: string;
  error?: ReactNode;
  fieldClassName?: string;
}

/** A native select (free keyboard and screen-reader support), styled to match TextField. */
// forwardRef rather than React 19's ref as a prop: the package supports React 18 too.
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, id, className, fieldClassName, required, ...rest },
  ref,
) {
  const ids = useFieldIds(id, 'pd-select', { error, describedBy: rest['aria-describedby'] });
  return (
    <Field ids={ids} label={label} required={required} error={error} className={fieldClassName}>
      <span className="pd-select-wrap">
        <select
          ref={ref}
          {...rest}
          id={ids.controlId}
          required={required}
          className={cx('pd-select', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </Field>
  );
});
