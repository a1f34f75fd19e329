import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field; marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Class of the wrapping field element. */
  fieldClassName?: string;
}

// forwardRef rather than React 19's ref as a prop: the package supports React 18 too.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, type = 'text', className, fieldClassName, required, ...rest },
  ref,
) {
  const ids = useFieldIds(id, 'pd-field', { hint, error, describedBy: rest['aria-describedby'] });
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <input
        ref={ref}
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
});
