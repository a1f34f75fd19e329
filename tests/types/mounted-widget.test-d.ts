import { Cart, type CartProps, mountCart } from 'proofdesk/cart';
import type { ComponentFrameProps, MountedWidget, MountFrameProps } from 'proofdesk/react';
import { mountUpload, type UploadViewProps } from 'proofdesk/upload';
import { describe, expectTypeOf, it } from 'vitest';

// `mount<Widget>(element, props)` gives a `MountedWidget<Props>` whose `update` takes that widget's
// props (plus the mount's own: instance, theme), and no other widget's.
declare const element: HTMLElement;

describe('MountedWidget<Props>', () => {
  it("is typed by the widget's props", () => {
    const cart = mountCart(element, { locale: 'en-GB' });
    expectTypeOf(cart).toEqualTypeOf<MountedWidget<CartProps & MountFrameProps>>();
    expectTypeOf(cart.update).parameter(0).toEqualTypeOf<CartProps & MountFrameProps>();
    expectTypeOf(cart.unmount).returns.toEqualTypeOf<void>();
  });

  it("update accepts the widget's props", () => {
    const cart = mountCart(element, {});
    cart.update({ locale: 'de-DE', placement: 'bottom-start', theme: { mode: 'dark' } });
    const upload = mountUpload(element, {
      orderId: '42',
      target: { kind: 'attachment', category: 'customer' },
    });
    upload.update({ orderId: '43', target: { kind: 'attachment', category: 'customer' }, compact: true });
    expectTypeOf(upload.update).parameter(0).toEqualTypeOf<UploadViewProps & MountFrameProps>();
  });

  it("update refuses another widget's props and wrong types", () => {
    const cart = mountCart(element, {});
    // @ts-expect-error orderId is the upload widget's prop, not the cart's
    cart.update({ orderId: '42' });
    // @ts-expect-error locale is a string
    cart.update({ locale: 42 });
    const upload = mountUpload(element, {
      orderId: '42',
      target: { kind: 'attachment', category: 'customer' },
    });
    // @ts-expect-error the upload widget needs its order and target on every update
    upload.update({ compact: true });
    // @ts-expect-error a mount needs the upload's required props too
    mountUpload(element, {});
  });

  it("the React component takes the widget's props and a className", () => {
    expectTypeOf(Cart).parameter(0).toEqualTypeOf<CartProps & ComponentFrameProps>();
  });
});
