import type { ProofdeskInstance } from 'proofdesk';
import * as board from 'proofdesk/board';
import * as cart from 'proofdesk/cart';
import * as filterSidebar from 'proofdesk/filter-sidebar';
import * as bell from 'proofdesk/notification-bell';
import * as viewer from 'proofdesk/proofing-viewer';
import * as quickSearch from 'proofdesk/quick-search';
import * as upload from 'proofdesk/upload';
import { type ComponentType, createElement, version } from 'react';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { widgetManifest } from '../../../widgets/manifest';
import { widgetElement } from '../support/elements';
import { onCleanup, render } from '../support/render';
import { signedInInstance } from '../support/sessions';
import { demoAttachment, fixtures as viewerFixtures } from './proofing-viewer/support';
import { choose, textFile, fixtures as uploadFixtures } from './upload/support';

// Every widget, each of the three ways a host embeds it (React component, mount function, custom
// element), signed in against the real server, with one interaction each. The `widgets` project
// runs it on React 19; `widgets-react18` (vitest.config.ts) on React 18, the other end of the
// package's peer range: the same file proves both.

const expectedMajor = import.meta.env.PROOFDESK_REACT_MAJOR ?? '19';
const modules: Record<string, Record<string, unknown>> = {
  cart,
  'notification-bell': bell,
  board,
  'quick-search': quickSearch,
  'filter-sidebar': filterSidebar,
  'proofing-viewer': viewer,
  upload,
};
type Way = 'component' | 'mount' | 'element';
const WAYS: Way[] = ['component', 'mount', 'element'];

interface WidgetCase {
  user: string;
  baseUrl?: () => string;
  /** Props for the component and the mount function. */
  props: () => Record<string, unknown>;
  /** The same, as the element's attributes. */
  attributes: () => Record<string, string>;
  /** Checks what the widget shows, then does one thing a user does with it. */
  use(root: ShadowRoot): Promise<void>;
}

/** Queries inside a widget's shadow root. */
const view = (root: ShadowRoot) => within(root as unknown as HTMLElement);

const SUPPLIED = { kind: 'attachment', category: 'supplied' };
const brochure = () => {
  const { inReview } = viewerFixtures();
  return { orderId: inReview, attachmentId: demoAttachment.brochure(inReview) };
};

const CASES: Record<string, WidgetCase> = {
  cart: {
    user: 'owner@demo.test',
    props: () => ({}),
    attributes: () => ({}),
    async use(root) {
      const trigger = await view(root).findByShadowRole('button', { name: /^Cart/ });
      await userEvent.click(trigger);
      await view(root).findByShadowRole('dialog', { name: 'Cart' });
      // Escape closes it and gives focus back to the trigger (the popover holds the trigger's ref).
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => root.querySelector('[role="dialog"]')).toBeNull();
      expect(root.activeElement).toBe(trigger);
    },
  },
  'notification-bell': {
    user: 'owner@demo.test',
    props: () => ({}),
    attributes: () => ({}),
    async use(root) {
      await userEvent.click(await view(root).findByShadowRole('button', { name: /^Notifications/ }));
      await view(root).findByShadowRole('dialog', { name: 'Notifications' });
    },
  },
  board: {
    user: 'staff@demo.test',
    props: () => ({}),
    attributes: () => ({}),
    async use(root) {
      const column = await view(root).findByShadowRole('list', { name: 'In Review' });
      const move = await within(column as HTMLElement).findAllByShadowRole('button', {
        name: /^Move .* to…$/,
      });
      // By the keyboard: the card's move button, then Enter opens its menu.
      (move[0] as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => root.querySelector('[role="menu"]')).not.toBeNull();
    },
  },
  'quick-search': {
    user: 'staff@demo.test',
    props: () => ({}),
    attributes: () => ({}),
    async use(root) {
      const input = await view(root).findByShadowRole('combobox', { name: 'Search orders' });
      await userEvent.type(input, 'a');
      expect((input as HTMLInputElement).value).toBe('a');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    },
  },
  'filter-sidebar': {
    user: 'owner@demo.test',
    props: () => ({}),
    attributes: () => ({}),
    async use(root) {
      await userEvent.click(await view(root).findByShadowRole('button', { name: 'Advance Filter' }));
      await view(root).findByShadowRole('checkbox', { name: 'Approved' });
    },
  },
  'proofing-viewer': {
    user: 'owner@demo.test',
    baseUrl: () => viewerFixtures().apiBaseUrl,
    props: brochure,
    attributes: () => ({ 'order-id': brochure().orderId, 'attachment-id': brochure().attachmentId }),
    async use(root) {
      // A PDF: page 1 painted by pdf.js, then zoomed in from the toolbox.
      await expect.poll(() => root.querySelector('canvas[data-painted]'), { timeout: 30_000 }).not.toBeNull();
      await view(root).findByShadowText('75%');
      await userEvent.click(await view(root).findByShadowRole('button', { name: 'Zoom in' }));
      await expect.poll(() => view(root).queryByShadowText('75%')).toBeNull();
    },
  },
  upload: {
    user: 'owner@demo.test',
    baseUrl: () => uploadFixtures().apiBaseUrl,
    props: () => ({ orderId: uploadFixtures().orderId, target: SUPPLIED }),
    attributes: () => ({ 'order-id': uploadFixtures().orderId, target: JSON.stringify(SUPPLIED) }),
    async use(root) {
      // Refused in the page, before any call: nothing is stored on the shared test order.
      await expect.poll(() => root.querySelector('input[type="file"]')).not.toBeNull();
      choose(root.querySelector('input[type="file"]') as HTMLInputElement, [textFile('setup.exe')]);
      await expect
        .poll(() => root.querySelector('[role="alert"]')?.textContent ?? '')
        .toContain('setup.exe is not supported to process.');
    },
  },
};

/** A box the widget fills, as a host sizes it (the viewer takes its host's height). */
function box(): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = 'display:grid;width:1000px;height:700px';
  document.body.append(element);
  onCleanup(() => element.remove());
  return element;
}

async function embed(
  way: Way,
  name: string,
  instance: ProofdeskInstance,
  spec: WidgetCase,
): Promise<ShadowRoot> {
  const entry = widgetManifest.widgets.find((widget) => widget.name === name);
  const module = modules[name];
  if (!entry || !module) throw new Error(`no widget ${name}`);
  if (way === 'component') {
    const Component = module[entry.component] as ComponentType<Record<string, unknown>>;
    const { container } = render(
      createElement(
        'div',
        { style: { display: 'grid', width: 1000, height: 700 } },
        createElement(Component, spec.props()),
      ),
      instance,
    );
    const host = container.querySelector<HTMLElement>('[data-pd-host]');
    if (!host?.shadowRoot) throw new Error(`${name} did not render into a shadow root`);
    return host.shadowRoot;
  }
  if (way === 'mount') {
    const mount = module[entry.mount] as (
      el: HTMLElement,
      props: Record<string, unknown>,
    ) => { unmount(): void };
    const element = box();
    const mounted = mount(element, { instance, ...spec.props() });
    onCleanup(() => mounted.unmount());
    await expect
      .poll(() => element.shadowRoot, { message: `${entry.mount} attaches a shadow root` })
      .not.toBeNull();
    return element.shadowRoot as ShadowRoot;
  }
  const { tag, define } = widgetElement(name, instance);
  define();
  const element = document.createElement(tag);
  for (const [attribute, value] of Object.entries(spec.attributes())) element.setAttribute(attribute, value);
  box().append(element);
  element.style.cssText = 'display:grid;min-height:0';
  await expect.poll(() => element.shadowRoot).not.toBeNull();
  return element.shadowRoot as ShadowRoot;
}

describe(`every widget three ways on React ${expectedMajor}`, () => {
  it('runs on the React major of this project', () => {
    expect(version.split('.')[0]).toBe(expectedMajor);
  });

  for (const [name, spec] of Object.entries(CASES)) {
    it.each(WAYS)(
      `${name}: %s, signed in, one interaction`,
      async (way) => {
        const instance = await signedInInstance(spec.user, spec.baseUrl ? { baseUrl: spec.baseUrl() } : {});
        const root = await embed(way, name, instance, spec);
        await spec.use(root);
        // The first viewer of a page starts pdf.js and its worker: slow on two busy cores.
      },
      45_000,
    );
  }

  it('covers every widget of the manifest', () => {
    expect(Object.keys(CASES).sort()).toEqual(widgetManifest.widgets.map((widget) => widget.name).sort());
  });
});
