import { describe, expect, it } from 'vitest';
import {
  activeOrderMeter,
  addQuota,
  exceedsStorage,
  formatPercent,
  hoursMeter,
  isDanger,
  isUnlimited,
  secondsToHours,
  storageMeter,
  UNLIMITED,
  usagePercent,
} from '../../../../../sdk/core/domain';

const GB = 1024 ** 3;

describe('percent and danger', () => {
  it('Percent shown to 1 decimal.', () => {
    expect(usagePercent(1, 3)).toBe(33.3);
    expect(usagePercent(2, 3)).toBe(66.7);
    expect(formatPercent(usagePercent(1, 3))).toBe('33.3%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('Danger colour at 90% or more on meters and the order usage bar.', () => {
    expect(isDanger(89.9)).toBe(false);
    expect(isDanger(90)).toBe(true);
    expect(isDanger(130)).toBe(true);
  });
});

describe('unlimited quotas', () => {
  it('The order quota may be an infinity marker.', () => {
    expect(UNLIMITED).toBe('infinity');
    expect(isUnlimited('infinity')).toBe(true);
    expect(isUnlimited(Number.POSITIVE_INFINITY)).toBe(true);
    expect(isUnlimited(10)).toBe(false);
    expect(isUnlimited(undefined)).toBe(false);
    expect(addQuota(5, UNLIMITED)).toBe(UNLIMITED);
    expect(addQuota(5, undefined, 2)).toBe(7);
    // The marker survives a JSON round trip, unlike the number Infinity.
    expect(JSON.parse(JSON.stringify({ q: UNLIMITED })).q).toBe(UNLIMITED);
  });
});

describe('storage meter', () => {
  it('Storage total is plan quota plus additional quota.', () => {
    const m = storageMeter({
      storages: { used: 1 * GB, quota: 10 * GB },
      retail: { additionalStorageUsed: 0, additionalStorageQuota: 5 * GB },
    });
    expect(m.total).toBe(15 * GB);
    expect(m.percent).toBe(6.7);
  });

  it('Storage is full when used plus additional used is at least quota plus additional quota.', () => {
    const atLimit = {
      storages: { used: 8, quota: 10 },
      retail: { additionalStorageUsed: 7, additionalStorageQuota: 5 },
    };
    expect(storageMeter(atLimit).full).toBe(true);
    const below = {
      storages: { used: 8, quota: 10 },
      retail: { additionalStorageUsed: 6, additionalStorageQuota: 5 },
    };
    expect(storageMeter(below).full).toBe(false);
    expect(storageMeter(below).danger).toBe(true); // 14 / 15 = 93.3%
  });

  it('Storage percent is 0% when nothing is used.', () => {
    const m = storageMeter({ storages: { used: 0, quota: 10 * GB }, retail: null });
    expect(m.percent).toBe(0);
    expect(m.full).toBe(false);
  });

  it('An infinite storage quota is shown as the infinity symbol with a gradient bar.', () => {
    const m = storageMeter({ storages: { used: 3 * GB, quota: UNLIMITED } });
    expect(m).toMatchObject({ unlimited: true, full: false, danger: false, total: UNLIMITED });
  });

  it("an upload past the quota (plan plus additional) shows 'Not Enough Storage'", () => {
    const figures = {
      storages: { used: 9, quota: 10 },
      retail: { additionalStorageUsed: 0, additionalStorageQuota: 2 },
    };
    expect(exceedsStorage(figures, 3)).toBe(false); // exactly fills 12
    expect(exceedsStorage(figures, 4)).toBe(true);
    expect(exceedsStorage({ storages: { used: 9, quota: UNLIMITED } }, 10 * GB)).toBe(false);
  });
});

describe('hours meter', () => {
  it('Hours used are plan used plus retail used divided by 3600. Retail hours display as seconds divided by 3600.', () => {
    expect(secondsToHours(5400)).toBe(1.5);
    const m = hoursMeter({
      membership: { allocatedHour: { used: 10, quota: 20 } },
      retail: { allocatedHourUsed: 7200, allocatedHourExtra: 3600 * 5 },
    });
    expect(m.used).toBe(12);
    expect(m.total).toBe(25);
    expect(m.percent).toBe(48);
  });
});

describe('active-order meter', () => {
  it('Active-order limit is plan maximum plus retail quota.', () => {
    const m = activeOrderMeter({
      membership: { orders: { currentActiveOrder: 9, maximumActiveOrder: 8 } },
      retail: { activeOrderQuota: 2 },
    });
    expect(m.limit).toBe(10);
    expect(m.percent).toBe(90);
    expect(m.danger).toBe(true);
  });

  it('The order usage bar fills fully when the quota is unlimited.', () => {
    const m = activeOrderMeter({
      membership: { orders: { currentActiveOrder: 3, maximumActiveOrder: UNLIMITED } },
    });
    expect(m).toMatchObject({ unlimited: true, percent: 100, danger: false });
  });
});
