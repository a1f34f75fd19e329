import { describe, expect, it } from 'vitest';
import { parseReviewers, reviews, stageApproved } from '../../../../../host-demo/server/workflows';

const stage = [
  { kind: 'user', userId: 'u-sam' },
  { kind: 'role', role: 'owner' },
] as const;

describe('stage rules', () => {
  it('a reviewer is the named person or anyone of the named role', () => {
    expect(reviews(stage, { id: 'u-sam', role: 'staff' })).toBe(true);
    expect(reviews(stage, { id: 'u-olivia', role: 'owner' })).toBe(true);
    expect(reviews(stage, { id: 'u-other', role: 'staff' })).toBe(false);
  });

  it("'any': the first approval decides; 'all': every person and one of each role", () => {
    const sam = { userId: 'u-sam', role: 'staff' };
    const olivia = { userId: 'u-olivia', role: 'owner' };
    expect(stageApproved('any', stage, [])).toBe(false);
    expect(stageApproved('any', stage, [sam])).toBe(true);
    expect(stageApproved('all', stage, [sam])).toBe(false);
    expect(stageApproved('all', stage, [olivia])).toBe(false);
    expect(stageApproved('all', stage, [sam, olivia])).toBe(true);
  });

  it('reads unreadable reviewers as none', () => {
    expect(parseReviewers('not json')).toEqual([]);
    expect(parseReviewers('{}')).toEqual([]);
  });
});
