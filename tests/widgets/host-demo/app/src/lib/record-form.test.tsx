import { TextField } from 'proofdesk/react';
import { describe, expect, it } from 'vitest';
import { useRecordForm } from '../../../../../../host-demo/app/src/lib/record-form';
import { render } from '../../../../support/render';

// The customers' and the team's record form: the rule's errors on submit, focus on the first field
// in error, an edited field's error cleared.

interface Form {
  name: string;
  email: string;
}

const validate = (form: Form) => ({
  ...(form.name ? {} : { name: 'A name is required.' }),
  ...(form.email.includes('@') ? {} : { email: 'Not an e-mail address.' }),
});

function RecordForm({ onSaved }: { onSaved: (form: Form) => void }) {
  const { form, text, passes, formRef } = useRecordForm<Form>({ name: '', email: 'x' }, validate);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (passes()) onSaved(form);
      }}
    >
      <TextField label="Name" {...text('name', false)} />
      <TextField label="E-mail" {...text('email', false)} />
      <button type="submit">Save</button>
    </form>
  );
}

const typeInto = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('useRecordForm', () => {
  it('shows the errors, focuses the first field in error, clears an edited field’s error', async () => {
    const saved: Form[] = [];
    const { container } = render(<RecordForm onSaved={(form) => saved.push(form)} />);
    const [name, email] = [...container.querySelectorAll('input')];
    const save = container.querySelector('button')!;

    save.click();
    await expect.poll(() => container.textContent).toContain('A name is required.');
    expect(container.textContent).toContain('Not an e-mail address.');
    expect(name!.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => document.activeElement === name || name!.matches(':focus')).toBe(true);
    expect(saved).toEqual([]);

    typeInto(name!, 'Ada');
    await expect.poll(() => container.textContent).not.toContain('A name is required.');
    // The other field keeps its error until it is edited.
    expect(container.textContent).toContain('Not an e-mail address.');
    typeInto(email!, 'ada@example.test');
    save.click();
    await expect.poll(() => saved).toEqual([{ name: 'Ada', email: 'ada@example.test' }]);
  });
});
