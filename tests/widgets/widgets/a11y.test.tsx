import { Avatar, Badge, Button, Modal, Popover, Select, Spinner, TextField } from 'proofdesk/react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../support/a11y';
import { renderInShadow } from '../support/render';

describe('axe-core on the primitives inside a shadow root', () => {
  it('finds nothing serious in the controls', async () => {
    const { host } = renderInShadow(
      <main>
        <Button variant="primary">Save</Button>
        <Button loading>Upload</Button>
        <TextField label="Order name" error="Required!" required />
        <Select label="Status" options={[{ value: 'a', label: 'New Order' }]} />
        <Avatar name="Ada Lovelace" />
        <Badge count={12} label="12 unread notifications" />
        <Spinner />
        <Popover label="Filters" trigger={<Button>Filters</Button>}>
          <Button>Apply</Button>
        </Popover>
      </main>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Filters' }));
    await screen.findByShadowRole('dialog', { name: 'Filters' });
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('finds nothing serious in an open modal', async () => {
    const { host } = renderInShadow(
      <Modal open onClose={() => {}} title="Order details" footer={<Button>Done</Button>}>
        <TextField label="Order name" />
      </Modal>,
    );
    await screen.findByShadowRole('dialog', { name: 'Order details' });
    expect(await seriousViolations(host)).toEqual([]);
  });
});
