import { describe, expect, it } from 'vitest';
import { guestSession, invite } from '../guest-helpers';
import { testServer } from '../helpers';
import { caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

// Issue 20, item 4: "the server refuses shapes outside the 0.2 format's bounds (coordinates within the
// page, finite, stroke and radius within the tool defaults' range) with a 400" — on every route that
// stores a shape: the operator's …/annotation and silent …/update, and the guest's …/annotation.

const shape = (className: string, attrs: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    className,
    attrs: { id: 'hostile', version: '0.2', group: 'page-1', stroke: 'red', ...attrs },
    page: 1,
    scale: 1,
    ...extra,
  });

/** Shapes the viewer could never have written, each with the start of the 400's words. */
const REFUSED: { what: string; annotation: string; says: string }[] = [
  {
    what: 'a dot of radius 1e12',
    annotation: shape('Circle', { x: 0.5, y: 0.5, radius: 1e12, strokeWidth: 5 }),
    says: 'annotation radius',
  },
  {
    what: 'a stroke width of 1e9',
    annotation: shape('Rect', { x: 0.1, y: 0.1, width: 0.2, height: 0.2, strokeWidth: 1e9 }),
    says: 'annotation strokeWidth',
  },
  {
    what: 'a negative stroke width',
    annotation: shape('Rect', { x: 0.1, y: 0.1, width: 0.2, height: 0.2, strokeWidth: -5 }),
    says: 'annotation strokeWidth',
  },
  {
    what: 'an infinite radius (1e999 reads as Infinity)',
    annotation: shape('Circle', { x: 0.5, y: 0.5, radius: 7 }).replace('"radius":7', '"radius":1e999'),
    says: 'annotation radius',
  },
  {
    what: 'a position that is not a number (NaN is sent as null)',
    annotation: shape('Rect', { x: null, y: 0.1, width: 0.2, height: 0.2 }),
    says: 'annotation x, y',
  },
  {
    what: 'a rectangle off the page',
    annotation: shape('Rect', { x: 5, y: 0.1, width: 0.2, height: 0.2 }),
    says: 'annotation x, y',
  },
  {
    what: 'a rectangle running past the right edge',
    annotation: shape('Rect', { x: 0.9, y: 0.1, width: 0.5, height: 0.2 }),
    says: 'annotation x, y',
  },
  {
    what: 'a negative position',
    annotation: shape('Circle', { x: -0.2, y: 0.5 }),
    says: 'annotation x, y',
  },
  {
    what: 'arrow points off the page',
    annotation: shape('Arrow', { points: [0.1, 0.1, 40, 0.5], pointerLength: 10, pointerWidth: 10 }),
    says: 'annotation points',
  },
  {
    what: 'a huge arrow pointer',
    annotation: shape('Arrow', { points: [0.1, 0.1, 0.4, 0.5], pointerLength: 1e6 }),
    says: 'annotation pointerLength',
  },
  {
    what: 'a radius made huge by a tiny scale',
    annotation: shape('Circle', { x: 0.5, y: 0.5, radius: 10 }, { scale: 1e-9 }),
    says: 'annotation radius',
  },
  {
    what: 'an older absolute shape (no version)',
    annotation: JSON.stringify({ className: 'Rect', attrs: { id: 'old', x: 9e9, y: 0 }, page: 1, scale: 1 }),
    says: 'annotation must be a shape of format 0.2',
  },
  {
    what: 'a class the viewer does not draw',
    annotation: shape('Text', { x: 0.1, y: 0.1 }),
    says: 'annotation must be a JSON object with className',
  },
  {
    what: 'page 0',
    annotation: shape('Circle', { x: 0.5, y: 0.5 }, { page: 0 }),
    says: 'annotation page',
  },
];

async function setup() {
  const app = await testServer();
  const fx = insertProofingOrder(app);
  const path = `attachment/${fx.review.id}/version/${fx.review.v2}`;
  const owner = await caller(app, 'owner@demo.test');
  const guest = await guestSession(app, invite(app, fx.orderId).linkToken);
  const topics = () =>
    app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM annotation_topics WHERE version_id = ?')
      .get(fx.review.v2) as { n: number };
  const writes = {
    annotation: (annotation: string) =>
      owner.call(
        'POST',
        `/order/${fx.orderId}/${path}/annotation`,
        { message: 'Note', annotation },
        'card-annotation',
      ),
    update: (annotation: string) =>
      owner.call(
        'POST',
        `/order/${fx.orderId}/${path}/update`,
        { message: 'Note', annotation },
        'card-annotation',
      ),
    guest: (annotation: string) =>
      guest.call('POST', `/g/guest/order/${fx.orderId}/${path}/annotation`, { message: 'Note', annotation }),
  };
  return { writes, topics };
}

describe('shapes outside the 0.2 format bounds', () => {
  for (const route of ['annotation', 'update', 'guest'] as const) {
    it(`${route}: refuses each with a 400 envelope that says which bound, and stores nothing`, async () => {
      const { writes, topics } = await setup();
      for (const { what, annotation, says } of REFUSED) {
        const response = await writes[route](annotation);
        const body = response.json<{ success: boolean; messages?: string[] }>();
        expect({ what, status: response.statusCode, success: body.success }).toEqual({
          what,
          status: 400,
          success: false,
        });
        expect({ what, said: body.messages?.[0]?.startsWith(says) }).toEqual({ what, said: true });
      }
      expect(topics().n).toBe(0);
    });
  }

  it('accepts shapes the tools draw, at their bounds', async () => {
    const { writes, topics } = await setup();
    const drawn = [
      SHAPE,
      shape('Circle', { x: 0.5, y: 0.5, radius: 300, strokeWidth: 5, fill: 'red' }),
      shape('Circle', { x: 0.5, y: 0.5 }),
      shape('Rect', { x: 0, y: 0, width: 1, height: 1, strokeWidth: 20 }),
      shape('Arrow', { points: [0, 0, 1, 1], strokeWidth: 5, pointerLength: 10, pointerWidth: 10 }),
      shape('Line', { points: [0.1, 0.1, 0.2, 0.25, 0.3, 0.2], strokeWidth: 1 }),
      // Sizes are page pixels at zoom `scale`: 20 at scale 2 is a 10 px stroke.
      shape('Rect', { x: 0.1, y: 0.1, width: 0.1, height: 0.1, strokeWidth: 20 }, { scale: 2 }),
    ];
    for (const annotation of drawn) {
      const response = await writes.annotation(annotation);
      expect({ annotation, status: response.statusCode }).toEqual({ annotation, status: 200 });
    }
    expect(topics().n).toBe(drawn.length);
  });
});
