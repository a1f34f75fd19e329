import { createMemoryStorage, getOrderFilter } from 'proofdesk';
import { OrderFilterPanel, PRESET_LIST_OFFSET_PX } from 'proofdesk/filter-sidebar';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SEEDED_VIEW_ONLY_PRESET } from './filter-seed';
import { clearPresets, renderPanel, savePreset, serverPresets, signedIn } from './filter-support';

// Dashboard §4 "Filter presets", §5 (name, viewOnly/CSO), §8 (messages), §9 (30, sorted, cut to 20,
// list height), against the real server. Staff does the CRUD here; other files use other users.

type Panel = ReturnType<typeof renderPanel>['panel'];

const toggleOf = (panel: Panel) => panel.findByShadowRole('button', { name: 'Advance Filter' });
const nameBox = (panel: Panel) =>
  panel.findByShadowRole('textbox', { name: /Preset Name/ }) as Promise<HTMLInputElement>;
const presetNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('.pd-filter-preset-name')].map((button) => button.textContent);

describe('saved presets', () => {
  it('lists them sorted case-insensitively with names cut to 20, or says there are none', async () => {
    const creative = await signedIn('creative@demo.test');
    await clearPresets(creative);
    const { panel, root } = renderPanel(creative, <OrderFilterPanel />);
    expect(await panel.findByShadowText('No presets defined')).toBeTruthy();
    // Saved elsewhere (another tab): the server's reload-sidebar refetches this list.
    for (const name of ['beta', 'Alpha', 'A preset name of thirty chars'])
      await savePreset(creative, { name });
    await expect.poll(() => presetNames(root)).toEqual(['A preset name of thi...', 'Alpha', 'beta']);
    const long = await panel.findByShadowRole('button', {
      name: 'Apply preset A preset name of thirty chars',
    });
    expect(long.getAttribute('title')).toBe('A preset name of thirty chars');
    // "The list height is window height minus 335 px."
    const list = root.querySelector('.pd-filter-presets') as HTMLElement;
    expect(getComputedStyle(list).maxHeight).toBe(`${window.innerHeight - PRESET_LIST_OFFSET_PX}px`);
  });

  it('saves: Required!, at most 30 characters, Enter saves, then the form resets and collapses', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    const { panel, root } = renderPanel(staff, <OrderFilterPanel />);
    await userEvent.click(await toggleOf(panel));
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'In Review' }));
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Save' }));
    expect(await panel.findByShadowText('Required!')).toBeTruthy();
    const name = await nameBox(panel);
    expect(root.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await userEvent.fill(name, 'x'.repeat(31));
    expect(await panel.findByShadowText('Max. 30 character has been reached!')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(await serverPresets(staff)).toEqual([]);

    await userEvent.fill(name, 'In review');
    await userEvent.keyboard('{Enter}');
    expect(await panel.findByShadowText('Preset filter has been successfully saved')).toBeTruthy();
    expect((await toggleOf(panel)).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => presetNames(root)).toEqual(['In review']);
    const [saved] = await serverPresets(staff);
    expect(saved).toMatchObject({ name: 'In review', orderStatus: 'in-review', customSearch: null });
    // The form reset: nothing filters any more, and it opens empty.
    expect(getOrderFilter(staff).get()).toEqual({});
    await userEvent.click(await toggleOf(panel));
    expect(
      ((await panel.findByShadowRole('checkbox', { name: 'In Review' })) as HTMLInputElement).checked,
    ).toBe(false);
    expect((await nameBox(panel)).value).toBe('');
  });

  it('selecting applies a preset and keeps it per user; selecting it again clears it', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    const id = await savePreset(staff, { name: 'Flyers', search: 'flyer', orderProgress: 'approved' });
    const storage = createMemoryStorage();
    const tab = await signedIn('staff@demo.test', storage);
    const { panel, unmount } = renderPanel(tab, <OrderFilterPanel />);
    const flyers = await panel.findByShadowRole('button', { name: 'Apply preset Flyers' });
    await userEvent.click(flyers);
    expect(flyers.getAttribute('aria-pressed')).toBe('true');
    expect(getOrderFilter(tab).get()).toEqual({ customSearch: 'flyer', orderProgress: 'approved' });
    expect(JSON.parse(tab.session.storage.get('selectedFilter') ?? '{}')).toEqual({ 'user-staff': id });
    unmount();

    // The next page load of the same browser and user applies it again.
    const reloaded = await signedIn('staff@demo.test', storage);
    const again = renderPanel(reloaded, <OrderFilterPanel />).panel;
    await expect
      .poll(() => getOrderFilter(reloaded).get())
      .toEqual({ customSearch: 'flyer', orderProgress: 'approved' });
    const selected = await again.findByShadowRole('button', { name: 'Apply preset Flyers', pressed: true });
    await userEvent.click(selected);
    expect(selected.getAttribute('aria-pressed')).toBe('false');
    expect(getOrderFilter(reloaded).get()).toEqual({});
    expect(reloaded.session.storage.get('selectedFilter')).toBeNull();
  });

  it('Edit loads a preset and turns Save into an update', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    await savePreset(staff, { name: 'Old name', workTime: '76', createdAtStart: '2026/02/01' });
    const { panel, root } = renderPanel(staff, <OrderFilterPanel />);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Edit preset Old name' }));
    expect((await toggleOf(panel)).getAttribute('aria-expanded')).toBe('true');
    const name = await nameBox(panel);
    expect(name.value).toBe('Old name');
    const work = await panel.findByShadowRole('group', { name: 'Work Time' });
    expect((work.querySelectorAll('input')[2] as HTMLInputElement).checked).toBe(true);
    expect(((await panel.findByShadowLabelText('Created Date from')) as HTMLInputElement).value).toBe(
      '2026-02-01',
    );
    expect(panel.queryByShadowRole('button', { name: 'Save' })).toBeNull();

    await userEvent.fill(name, 'New name');
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Update' }));
    expect(await panel.findByShadowText('Preset filter has been successfully saved')).toBeTruthy();
    await expect.poll(() => presetNames(root)).toEqual(['New name']);
    const presets = await serverPresets(staff);
    expect(presets).toHaveLength(1);
    expect(presets[0]).toMatchObject({ name: 'New name', workTime: '76' });
  });

  it('Delete asks first, then says so', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    await savePreset(staff, { name: 'Doomed' });
    const { panel, root } = renderPanel(staff, <OrderFilterPanel />);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Delete preset Doomed' }));
    let dialog = await panel.findByShadowRole('alertdialog', { name: 'Confirm' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this preset?');
    await userEvent.click(await panel.findByShadowRole('button', { name: 'No' }));
    await expect.poll(() => panel.queryByShadowRole('alertdialog')).toBeNull();
    expect(await serverPresets(staff)).toHaveLength(1);

    await userEvent.click(await panel.findByShadowRole('button', { name: 'Delete preset Doomed' }));
    dialog = await panel.findByShadowRole('alertdialog', { name: 'Confirm' });
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Yes' }));
    const toast = await panel.findByShadowText('Filter preset deleted successfully');
    expect(toast.closest('.pd-toast')?.textContent).toContain('Success');
    expect(await panel.findByShadowText('No presets defined')).toBeTruthy();
    expect(presetNames(root)).toEqual([]);
    expect(await serverPresets(staff)).toEqual([]);
  });

  it('a refused save shows the server’s message, rolls back, and keeps what the user typed', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    const id = await savePreset(staff, { name: 'Gone soon' });
    const { panel, root } = renderPanel(staff, <OrderFilterPanel />);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Edit preset Gone soon' }));
    // Another tab deletes it meanwhile.
    await staff.http.request('DELETE', `/filters/${id}`, { csrf: 'filter' });
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'On Hold' }));
    const name = await nameBox(panel);
    await userEvent.fill(name, 'Kept text');
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Update' }));
    expect(await panel.findByShadowText('Preset filter not found.')).toBeTruthy();
    expect(name.value).toBe('Kept text');
    expect(
      ((await panel.findByShadowRole('checkbox', { name: 'On Hold' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((await toggleOf(panel)).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => presetNames(root)).toEqual([]);
  });

  it('expanding or collapsing the panel resets the form', async () => {
    const staff = await signedIn('staff@demo.test');
    const { panel } = renderPanel(staff, <OrderFilterPanel />);
    await userEvent.click(await toggleOf(panel));
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'On Hold' }));
    await userEvent.fill(await nameBox(panel), 'Half typed');
    expect(getOrderFilter(staff).get()).toEqual({ orderProgress: 'on-hold' });
    await userEvent.click(await toggleOf(panel));
    expect(getOrderFilter(staff).get()).toEqual({});
    await userEvent.click(await toggleOf(panel));
    expect(
      ((await panel.findByShadowRole('checkbox', { name: 'On Hold' })) as HTMLInputElement).checked,
    ).toBe(false);
    expect((await nameBox(panel)).value).toBe('');
  });

  it('Reset clears the fields and the selection they came from', async () => {
    const staff = await signedIn('staff@demo.test');
    await clearPresets(staff);
    await savePreset(staff, { name: 'Approved', orderProgress: 'approved' });
    const { panel } = renderPanel(staff, <OrderFilterPanel />);
    const preset = await panel.findByShadowRole('button', { name: 'Apply preset Approved' });
    await userEvent.click(preset);
    await userEvent.click(await toggleOf(panel));
    // Expanding keeps the selected preset's fields (the reset goes back to them).
    expect(
      ((await panel.findByShadowRole('checkbox', { name: 'Approved' })) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Reset' }));
    expect(getOrderFilter(staff).get()).toEqual({});
    expect(preset.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('viewOnly users', () => {
  it('cannot save or delete presets', async () => {
    const production = await signedIn('production@demo.test');
    const { panel } = renderPanel(production, <OrderFilterPanel />);
    // Their presets still apply.
    await userEvent.click(
      await panel.findByShadowRole('button', { name: `Apply preset ${SEEDED_VIEW_ONLY_PRESET}` }),
    );
    expect(panel.queryByShadowRole('button', { name: /^(Edit|Delete) preset/ })).toBeNull();
    await userEvent.click(await toggleOf(panel));
    await panel.findByShadowRole('button', { name: 'Reset' });
    expect(panel.queryByShadowRole('textbox', { name: /Preset Name/ })).toBeNull();
    expect(panel.queryByShadowRole('button', { name: 'Save' })).toBeNull();
  });

  it('may, when their role is CSO', async () => {
    const cso = await signedIn('cso@demo.test');
    await clearPresets(cso);
    const { panel } = renderPanel(cso, <OrderFilterPanel />);
    await userEvent.click(await toggleOf(panel));
    await userEvent.fill(await nameBox(panel), 'CSO view');
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Save' }));
    expect(await panel.findByShadowText('Preset filter has been successfully saved')).toBeTruthy();
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Delete preset CSO view' }));
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Yes' }));
    expect(await panel.findByShadowText('Filter preset deleted successfully')).toBeTruthy();
    expect(await serverPresets(cso)).toEqual([]);
  });
});
