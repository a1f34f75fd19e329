import { mountBoard } from 'proofdesk/board';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { onCleanup } from '../../support/render';
import { signedIn } from './support';

// The third way in: `mountBoard(element, { instance, ...props })` for hosts without React.

describe('mountBoard', () => {
  it('mounts the board, switches to the list view through update, and unmounts', async () => {
    const staff = await signedIn('staff@demo.test');
    const element = document.createElement('div');
    document.body.append(element);
    onCleanup(() => element.remove());
    const mounted = mountBoard(element, { instance: staff });
    const board = within(element);
    await board.findByShadowRole('list', { name: 'In Review' });
    mounted.update({ instance: staff, view: 'list' });
    await board.findByShadowRole('table', { name: 'Orders' });
    expect(board.queryByShadowRole('list', { name: 'In Review' })).toBeNull();
    mounted.unmount();
    expect(element.shadowRoot?.querySelector('[data-column]') ?? null).toBeNull();
  });
});
