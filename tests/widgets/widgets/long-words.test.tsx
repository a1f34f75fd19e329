import type { Notification, OrderCard } from 'proofdesk/contract';
import { OrderCardView, orderCardStyles, useWidgetStyles } from 'proofdesk/react';
import { defaultOrderCardMessages, orderCardFields } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { describe, it } from 'vitest';
import type { UploadItem } from '../../../sdk/core/uploads';
import { CartLine } from '../../../widgets/cart/cart-line';
import { defaultCartMessages } from '../../../widgets/cart/messages';
import { cartStyles } from '../../../widgets/cart/styles';
import { defaultFilterPanelMessages } from '../../../widgets/filter-sidebar/filter/messages';
import { PresetList } from '../../../widgets/filter-sidebar/filter/preset-list';
import { filterPanelStyles } from '../../../widgets/filter-sidebar/filter/styles';
import { filterSidebarStyles } from '../../../widgets/filter-sidebar/styles';
import { defaultNotificationBellMessages } from '../../../widgets/notification-bell/messages';
import { NotificationItem } from '../../../widgets/notification-bell/notification-item';
import { notificationPanelStyles } from '../../../widgets/notification-bell/panel-styles';
import { notificationBellStyles } from '../../../widgets/notification-bell/styles';
import { CommentEntry } from '../../../widgets/proofing-viewer/comments/comment-entry';
import { defaultCommentMessages } from '../../../widgets/proofing-viewer/comments/messages';
import { commentStyles } from '../../../widgets/proofing-viewer/comments/styles';
import { defaultUploadWidgetMessages } from '../../../widgets/upload/messages';
import { uploadStyles } from '../../../widgets/upload/styles';
import { UploadItemRow } from '../../../widgets/upload/upload-item-row';
import { expectWithin, LONG_WORD } from '../support/overflow';
import { renderInShadow } from '../support/render';

// Issue 20 "Long words wrap (overflow-wrap: anywhere) in every place that shows user text
// (comments, mentions, notifications, cards, presets, file names)". Each place's own component with
// its widget's stylesheet, in a box as wide as the widget gives it, showing one 300-character word
// where a user's text goes: nothing may stick out of the box or scroll sideways. (The comment panel,
// whose width the viewer's grid decides, is tested in the whole viewer: proofing-viewer/long-words.)

const noop = () => {};

function Styled({ css, children }: { css: string; children: ReactNode }) {
  useWidgetStyles(css);
  return <>{children}</>;
}

/** Renders `ui` with `css` adopted, inside a box `width` px wide; answers the box. */
function renderBox(css: string, width: number, ui: ReactNode): HTMLElement {
  const { shadowRoot } = renderInShadow(
    <Styled css={css}>
      <div data-box style={{ width: `${width}px` }}>
        {ui}
      </div>
    </Styled>,
  );
  return shadowRoot.querySelector('[data-box]') as HTMLElement;
}

const card: OrderCard = {
  id: 'order-long',
  orderName: LONG_WORD,
  orderId: 1042,
  serviceName: LONG_WORD,
  createdAt: '2026-01-05T10:00:00.000Z',
  dueDate: null,
  positionOrder: 1,
  orderStateStatus: 'CARD',
  orderCreator: { name: LONG_WORD, image: null },
  operator: { label: LONG_WORD, image: null },
  client: LONG_WORD,
  company: { name: LONG_WORD },
  packageName: LONG_WORD,
  progress: 'in-progress',
  isFrozen: false,
  isLocked: false,
};

const notification: Notification = {
  id: 'n-long',
  group: 'order-long',
  title: LONG_WORD,
  message: LONG_WORD,
  avatar: null,
  username: LONG_WORD,
  created: '2026-01-05T10:00:00.000Z',
  isRead: false,
  read: null,
  totalMessage: 1,
  totalRead: 0,
  data: {
    target: 'order-detail',
    targetId: 'order-long',
    widgetType: 'order-comment-user',
    cardNumber: 1042,
    cardTitle: LONG_WORD,
    cardProgress: 'in-progress',
  },
};

const upload: UploadItem = {
  id: 'u-long',
  name: `${LONG_WORD}.pdf`,
  size: 2048,
  orderId: 'order-long',
  target: { kind: 'attachment', category: 'supplied' },
  phase: 'failed',
  sent: 0,
  total: 2048,
  percent: 0,
  thumbnail: false,
  error: `${LONG_WORD}.pdf is invalid file name.`,
};

const PLACES: { place: string; render(): HTMLElement; items: string }[] = [
  {
    place: "a comment and its author's name (the 340 px comment panel)",
    items: '.pd-comment-entry',
    render: () =>
      renderBox(
        commentStyles,
        340,
        <CommentEntry
          entry={{
            id: 'c-long',
            message: `Look ${LONG_WORD}`,
            sender: { id: 'u-long', name: LONG_WORD, avatar: null, isGuest: true },
            dateCreated: '2026-01-05T10:00:00.000Z',
          }}
          messages={defaultCommentMessages}
          mine
          readOnly={false}
          people={[]}
          formatDate={() => '05 Jan 2026, 10:00'}
          onEdit={async () => true}
          onDelete={noop}
        />,
      ),
  },
  {
    place: 'board order card (a 280 px column)',
    items: '.pd-order-card',
    render: () =>
      renderBox(
        orderCardStyles,
        280,
        <OrderCardView fields={orderCardFields(card, 'UTC')} messages={defaultOrderCardMessages} />,
      ),
  },
  {
    place: 'notification bell item (the 400 px panel)',
    items: '.pd-bell-item',
    render: () =>
      renderBox(
        notificationBellStyles + notificationPanelStyles,
        400,
        <NotificationItem
          notification={notification}
          grouped={false}
          messages={defaultNotificationBellMessages}
          timeZone="UTC"
          onOpen={noop}
          onMarkRead={noop}
          onDelete={noop}
        />,
      ),
  },
  {
    place: 'cart line (the 360 px popover)',
    items: '.pd-cart-line',
    render: () =>
      renderBox(
        cartStyles,
        360,
        <ul className="pd-cart-lines">
          <CartLine
            line={{ id: LONG_WORD, qty: 1, name: LONG_WORD, price: 12 }}
            format={(amount) => `$${amount}`}
            messages={defaultCartMessages}
            onRemove={noop}
          />
        </ul>,
      ),
  },
  {
    place: 'filter preset (the 280 px sidebar)',
    items: '.pd-filter-preset',
    render: () =>
      renderBox(
        filterSidebarStyles + filterPanelStyles,
        280,
        <PresetList
          presets={[{ id: 'p-long', name: LONG_WORD } as never]}
          loading={false}
          selectedId="p-long"
          editingId={null}
          canEdit
          canDelete
          onSelect={noop}
          onEdit={noop}
          onDelete={noop}
          m={defaultFilterPanelMessages}
        />,
      ),
  },
  {
    place: 'upload file name and its error (a 320 px upload box)',
    items: '.pd-upload-item',
    render: () =>
      renderBox(
        uploadStyles,
        320,
        <ul className="pd-upload-list">
          <UploadItemRow item={upload} messages={defaultUploadWidgetMessages} onCancel={noop} />
        </ul>,
      ),
  },
];

describe('long words wrap where user text shows', () => {
  for (const { place, render, items } of PLACES) {
    it(place, () => {
      const box = render();
      const found = [...box.querySelectorAll(items)];
      if (found.length === 0) throw new Error(`no ${items} rendered`);
      for (const item of found) {
        expectWithin(item, box, place);
        // The screen-reader-only text is clipped to 1 px on purpose.
        for (const inner of item.querySelectorAll(':not(.pd-visually-hidden)')) {
          expectWithin(inner, box, `${place}: ${inner.className}`);
        }
      }
    });
  }
});
