import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../../support/a11y';
import { newState, renderDrawing } from './drawing-support';

// Issue 11 "Keyboard and accessibility": toolbar buttons named by their tool with the active one
// pressed; colours as a labelled radio group. Proofing §4.6 pins, §6 "The review toolbox is hidden
// in read-only mode".

const PAGES = [{ page: 1, width: 300, height: 200 }];
const TOOLS = ['Pointer', 'Arrow', 'Dot', 'Rectangle', 'Free line'];
const COLORS = ['Green', 'Red', 'Blue', 'Yellow', 'Pink', 'Purple'];

describe('marker toolbox', () => {
  it('names each tool, presses the active one, and sets the tool', async () => {
    const state = newState();
    const { screen } = await renderDrawing(state, PAGES);
    const toolbar = screen.getByShadowRole('toolbar', { name: 'Markers' });
    const buttons = screen.getAllByShadowRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(TOOLS);
    expect(screen.getByShadowRole('button', { name: 'Pointer', pressed: true })).toBeTruthy();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Rectangle' }));
    expect(state.$tool.get()).toBe('rectangle');
    expect(
      screen.getAllByShadowRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Rectangle']);
    expect(toolbar.contains(screen.getByShadowRole('button', { name: 'Free line' }))).toBe(true);
    // The viewer resets the tool (a tab switch): the toolbar follows.
    flushSync(() => state.$tool.set('pointer'));
    expect(screen.getByShadowRole('button', { name: 'Pointer', pressed: true })).toBeTruthy();
  });

  it('is one tab stop whose arrow keys move between the tools', async () => {
    const state = newState();
    const { screen } = await renderDrawing(state, PAGES);
    const focusable = screen
      .getAllByShadowRole('button')
      .filter((button) => button.tabIndex === 0)
      .map((button) => button.getAttribute('aria-label'));
    expect(focusable).toEqual(['Pointer']);
    screen.getByShadowRole('button', { name: 'Pointer' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const focused = () => (screen.getByShadowRole('toolbar').getRootNode() as ShadowRoot).activeElement;
    expect(focused()?.getAttribute('aria-label')).toBe('Dot');
    await userEvent.keyboard('{Enter}');
    expect(state.$tool.get()).toBe('dot');
    await userEvent.keyboard('{End}');
    expect(focused()?.getAttribute('aria-label')).toBe('Free line');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()?.getAttribute('aria-label')).toBe('Pointer');
  });

  it('offers the six marker colours as a labelled radio group', async () => {
    const state = newState();
    const { screen } = await renderDrawing(state, PAGES);
    const group = screen.getByShadowRole('radiogroup', { name: 'Marker colour' });
    const radios = screen.getAllByShadowRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(COLORS);
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(screen.getByShadowRole('radio', { name: 'Red', checked: true })).toBeTruthy();
    await userEvent.click(screen.getByShadowRole('radio', { name: 'Purple' }));
    expect(state.$color.get()).toBe('purple');
    // Arrow keys move within the group, as radios do.
    await userEvent.keyboard('{ArrowLeft}');
    expect(state.$color.get()).toBe('pink');
  });

  it('starts the dot (the pin) in blue', async () => {
    const state = newState();
    const { screen } = await renderDrawing(state, PAGES);
    await userEvent.click(screen.getByShadowRole('radio', { name: 'Green' }));
    await userEvent.click(screen.getByShadowRole('button', { name: 'Dot' }));
    expect(state.$color.get()).toBe('blue');
    expect(screen.getByShadowRole('radio', { name: 'Blue', checked: true })).toBeTruthy();
  });

  it('is hidden in read-only mode', async () => {
    const state = newState();
    state.$readOnly.set(true);
    const { screen, shadowRoot } = await renderDrawing(state, PAGES);
    expect(screen.queryByShadowRole('toolbar')).toBeNull();
    expect(screen.queryByShadowRole('radiogroup')).toBeNull();
    // Not even an empty frame shows.
    expect(shadowRoot.querySelector<HTMLElement>('.pd-toolbox')!.offsetHeight).toBe(0);
    flushSync(() => state.$readOnly.set(false));
    expect(screen.getByShadowRole('toolbar', { name: 'Markers' })).toBeTruthy();
  });

  it('has no serious axe findings', async () => {
    const state = newState();
    const { host } = await renderDrawing(state, PAGES);
    expect(await seriousViolations(host)).toEqual([]);
  });
});
