import type { OrderCard } from 'proofdesk/contract';
import { OrderCardView, orderCardStyles, useWidgetStyles } from 'proofdesk/react';
import { defaultOrderCardMessages, type OrderCardMessages, orderCardFields } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { renderInShadow } from '../../../support/render';

// The card's first row (status pill, priority, the board's menu) in the narrowest place a card is
// shown: a board column at 1440 px with the filter sidebar open gives a card ~200 px. Until
// 2026-11-28 the pill and "Priority N" each broke over two lines there ("In / Progress"); now the
// priority moves under the pill, whole, and the menu stays in the corner.

const CARD_WIDTH_PX = 200;

const card: OrderCard = {
  id: 'order-1',
  orderName: 'Autumn Launch Logo',
  orderId: 1002,
  serviceName: 'Logo Design',
  createdAt: '2026-11-20T10:00:00.000Z',
  dueDate: '2026-12-16T10:00:00.000Z',
  positionOrder: 1,
  orderStateStatus: 'CARD',
  orderCreator: { name: 'Olivia North', image: null },
  operator: { label: 'Oscar Operator', image: null },
  client: 'Northwind Studio',
  company: undefined,
  packageName: 'Studio Pro (monthly)',
  progress: 'in-progress',
  isFrozen: false,
  isLocked: false,
};

function Card({ messages }: { messages: OrderCardMessages }) {
  useWidgetStyles(orderCardStyles);
  return (
    <div style={{ width: `${CARD_WIDTH_PX}px` }}>
      <OrderCardView
        fields={orderCardFields(card, 'UTC', messages)}
        messages={messages}
        actions={<button type="button">⋯</button>}
      />
    </div>
  );
}

function render(messages: OrderCardMessages = defaultOrderCardMessages) {
  const { shadowRoot } = renderInShadow(<Card messages={messages} />);
  const find = (selector: string) => shadowRoot.querySelector(selector) as HTMLElement;
  return {
    pill: find('.pd-order-card-state'),
    priority: find('.pd-order-card-priority'),
    actions: find('.pd-order-card-actions'),
    card: find('.pd-order-card'),
  };
}

/** How many lines the element's text is laid out on. */
function linesOf(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

describe('order card, first row in a narrow column', () => {
  it('keeps the status pill and the priority whole, one line each, and the menu in the corner', () => {
    const { pill, priority, actions } = render();
    expect(pill.textContent).toBe('In Progress');
    expect(priority.textContent).toMatch(/^Priority \d+$/);
    expect(linesOf(pill)).toBe(1);
    expect(linesOf(priority)).toBe(1);
    // Shown whole: nothing cut.
    expect(pill.scrollWidth).toBeLessThanOrEqual(pill.clientWidth);
    expect(priority.scrollWidth).toBeLessThanOrEqual(priority.clientWidth);
    // The menu on the pill's line, after it.
    const pillBox = pill.getBoundingClientRect();
    const menuBox = actions.getBoundingClientRect();
    expect(menuBox.top).toBeLessThan(pillBox.bottom);
    expect(menuBox.left).toBeGreaterThanOrEqual(pillBox.right);
  });

  it("cuts a host's long status label with an ellipsis, whole in the title, and keeps the rest in the card", () => {
    const label = 'Waiting for the production manager’s second look';
    const {
      pill,
      priority,
      actions,
      card: box,
    } = render({
      ...defaultOrderCardMessages,
      statusInProgress: label,
    });
    expect(linesOf(pill)).toBe(1);
    expect(pill.scrollWidth).toBeGreaterThan(pill.clientWidth);
    expect(getComputedStyle(pill).textOverflow).toBe('ellipsis');
    expect(pill.title).toBe(label);
    expect(linesOf(priority)).toBe(1);
    // The priority and the menu keep their room, inside the card.
    const right = box.getBoundingClientRect().right;
    expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    expect(priority.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    expect(actions.getBoundingClientRect().width).toBeGreaterThan(0);
  });
});
