import {
  Avatar,
  Badge,
  Button,
  formatBadgeCount,
  initialsOf,
  MessagesProvider,
  Modal,
  Select,
  Spinner,
  TextField,
} from 'proofdesk/react';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInShadow } from '../../../support/render';

describe('Button', () => {
  it('renders variants and sizes as classes inside the shadow root', () => {
    const { shadowRoot } = renderInShadow(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByShadowRole('button', { name: 'Delete' });
    expect(button.getRootNode()).toBe(shadowRoot);
    expect([...button.classList]).toEqual(['pd-button', 'pd-button--danger', 'pd-button--sm']);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('style')).toBe(false);
  });

  it('shows a spinner while loading, ignores clicks and stays focusable', async () => {
    const onClick = vi.fn();
    renderInShadow(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByShadowRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByShadowRole('status', { name: 'Loading' }).closest('button')).toBe(button);
    // Playwright refuses to click aria-disabled elements, so press it from the keyboard instead.
    button.focus();
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Preset name"
      hint="At most 30 characters"
      error={value ? undefined : 'Required!'}
      required
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('TextField', () => {
  it('wires label, hint, error, aria-invalid and aria-describedby', async () => {
    renderInShadow(<Field />);
    const input = screen.getByShadowRole('textbox', { name: /Preset name/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent);
    expect(texts).toEqual(['At most 30 characters', 'Required!']);

    await userEvent.type(input, 'Urgent');
    expect((input as HTMLInputElement).value).toBe('Urgent');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(described[0]);
  });
});

describe('Select', () => {
  it('is a labelled native select with an error state', async () => {
    const onChange = vi.fn();
    renderInShadow(
      <Select
        label="Status"
        placeholder="Choose..."
        error="Not Valid"
        options={[
          { value: 'new', label: 'New Order' },
          { value: 'review', label: 'In Review' },
        ]}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByShadowRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.options).toHaveLength(3);
    await userEvent.selectOptions(select, 'review');
    expect(onChange).toHaveBeenCalledWith('review');
  });
});

describe('Avatar', () => {
  it('shows initials without an image and after the image fails', async () => {
    renderInShadow(
      <>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Grace Hopper" src="/definitely-missing-avatar.png" />
      </>,
    );
    expect(screen.getByShadowRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
    await expect.poll(() => screen.getByShadowRole('img', { name: 'Grace Hopper' }).textContent).toBe('GH');
    expect(initialsOf('  cher ')).toBe('C');
  });
});

describe('Badge', () => {
  it("caps at '9+' by default, honours max, and hides zero", () => {
    renderInShadow(
      <>
        <Badge count={12} label="12 unread" />
        <Badge count={7} />
        <Badge count={150} max={99} />
        <Badge count={0} />
      </>,
    );
    // The visible '9+' is hidden from screen readers, which read the label instead.
    expect(screen.getByShadowText('12 unread').previousElementSibling?.textContent).toBe('9+');
    expect(screen.getByShadowText('9+').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByShadowText('7')).toBeTruthy();
    expect(screen.getByShadowText('99+')).toBeTruthy();
    expect(screen.queryByShadowText('0')).toBeNull();
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });
});

describe('Spinner and messages', () => {
  it("names the spinner 'Loading' and lets a MessagesProvider override strings", () => {
    renderInShadow(
      <>
        <Spinner />
        <MessagesProvider messages={{ loading: 'Wird geladen', close: 'Schließen' }}>
          <Spinner />
          <Modal open onClose={() => {}} title="Hallo" />
        </MessagesProvider>
      </>,
    );
    expect(screen.getByShadowRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByShadowRole('status', { name: 'Wird geladen' })).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});
