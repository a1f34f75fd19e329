import type { AnnotationTopic, AttachmentVersion } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { carriableTopics } from '../../../../../widgets/proofing-viewer/carry/carry-offer';
import { initialPair } from '../../../../../widgets/proofing-viewer/compare/pick-versions';
import {
  followScroll,
  placeAt,
  scrollTopOf,
} from '../../../../../widgets/proofing-viewer/compare/scroll-sync';
import { layoutPages } from '../../../../../widgets/proofing-viewer/document/page-layout';

const letter = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ page: i + 1, width: 816, height: 1056 }));

describe('compare: scroll in page terms', () => {
  it('reads a place as a page and a fraction, and writes it back in another column', () => {
    const layout = layoutPages(letter(3), 0.5);
    // Page 2 starts at 30 + 528 + 30 = 588; 132 px into it is a quarter of its 528.
    expect(placeAt(layout, 588 + 132)).toEqual({ page: 2, fraction: 0.25 });
    expect(scrollTopOf(layout, { page: 2, fraction: 0.25 })).toBe(720);
    // The gap above a page belongs to it (a negative fraction), so no jump at page boundaries.
    expect(placeAt(layout, 578).page).toBe(2);
    expect(placeAt(layout, 0)).toEqual({ page: 1, fraction: -30 / 528 });
  });

  it('follows page by page between columns of different lengths and page sizes', () => {
    const leader = { pages: letter(4), zoom: 1, scrollTop: 0, scrollLeft: 17 };
    const place = { page: 3, fraction: 0.5 };
    leader.scrollTop = scrollTopOf(layoutPages(leader.pages, 1), place);
    const a4 = Array.from({ length: 3 }, (_, i) => ({ page: i + 1, width: 794, height: 1123 }));
    const next = followScroll(leader, { pages: a4, zoom: 1 });
    expect(next).toEqual({ top: scrollTopOf(layoutPages(a4, 1), place), left: 17 });
    // A page the other side lacks: its last page.
    leader.scrollTop = scrollTopOf(layoutPages(leader.pages, 1), { page: 4, fraction: 0 });
    expect(followScroll(leader, { pages: a4, zoom: 1 }).top).toBe(layoutPages(a4, 1).boxes[2]!.top);
    expect(followScroll(leader, { pages: [], zoom: 1 }).top).toBe(0);
  });
});

const version = (id: string, number: number, isInternal = false) =>
  ({ id, version: number, isInternal }) as AttachmentVersion;

describe('compare: the opening pair', () => {
  it('puts the shown version right and the one before it in the same list left', () => {
    const versions = [version('v4', 4, true), version('v3', 3), version('v2', 2, true), version('v1', 1)];
    expect(initialPair(versions, 'v3')).toEqual(['v1', 'v3']);
    expect(initialPair(versions, 'v4')).toEqual(['v2', 'v4']);
    // The oldest shown: the newest other one.
    expect(initialPair(versions, 'v1')).toEqual(['v4', 'v1']);
    expect(initialPair(versions, undefined)).toEqual(['v2', 'v4']);
    expect(initialPair([version('v1', 1)], 'v1')).toBeNull();
  });
});

describe('carry: what the offer counts', () => {
  it('counts open threads not yet carried to the shown version', () => {
    const topic = (id: string, extra: Partial<AnnotationTopic>) =>
      ({ id, isResolve: false, ...extra }) as AnnotationTopic;
    const topics = [
      topic('open', {}),
      topic('resolved', { isResolve: true }),
      topic('carried', { carriedTo: [{ topicId: 'x', versionId: 'v2', version: 2 }] }),
      topic('carried-elsewhere', { carriedTo: [{ topicId: 'y', versionId: 'v3', version: 3 }] }),
    ];
    expect(carriableTopics(topics, 'v2').map((t) => t.id)).toEqual(['open', 'carried-elsewhere']);
  });
});
