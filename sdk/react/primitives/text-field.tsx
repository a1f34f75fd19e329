import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';

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
  const ids = useFieldIds(id, 'pd-field', { hint, error, describedBy: rest['aria-describedby'] });
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        className={cx('pd-input', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
