import { useRef, useState } from 'react';

type Errors<F> = Partial<Record<keyof F, string | undefined>>;

/**
 * A record's form (a customer, a team member): its values, the errors the SDK's rule found, and the
 * props a text field needs. Editing a field clears its error; `passes()` checks the whole form and,
 * when it fails, moves focus to the first field in error so keyboard and screen-reader users land
 * on it.
 */
export function useRecordForm<F extends object>(initial: F, validate: (form: F) => Errors<F>) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  /** A TextField's value, change handler, error and disabled state for `key`. */
  const text = (key: { [K in keyof F]: F[K] extends string ? K : never }[keyof F], disabled: boolean) => ({
    value: form[key] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(key)(event.currentTarget.value as F[typeof key]),
    error: errors[key],
    disabled,
  });

  const passes = (): boolean => {
    const check = validate(form);
    setErrors(check);
    if (Object.values(check).every((error) => !error)) return true;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return false;
  };

  return { form, setForm, errors, set, text, passes, formRef };
}
