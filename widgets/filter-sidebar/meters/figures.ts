// The membership bar's numbers as text. The rules themselves (totals, percent, danger, full) are
// sdk/core/domain's meters; this only words them.
import type { User } from '../../../sdk/contract';
import {
  activeOrderMeter,
  formatBytes,
  formatPercent,
  hoursMeter,
  isUnlimited,
  type Quota,
  secondsToHours,
  storageMeter,
} from '../../../sdk/core/domain';
import { fill } from '../messages';
import type { MeterMessages } from './messages';

export interface MeterFigures {
  value: string;
  percent: number;
  unlimited: boolean;
  danger: boolean;
  details: string[];
}

const total = (quota: Quota, format: (n: number) => string, m: MeterMessages) =>
  isUnlimited(quota) ? m.unlimited : format(quota as number);

/** Hours to at most 2 decimals: '27.5 h', '30.83 h'. */
export const formatHours = (hours: number, m: MeterMessages) =>
  fill(m.hoursValue, { hours: String(Math.round(hours * 100) / 100) });

const percentLine = (percent: number, unlimited: boolean, m: MeterMessages) =>
  unlimited ? [] : [fill(m.popupPercent, { percent: formatPercent(percent) })];

/** "Storage total is plan quota plus additional quota"; used is plan used plus additional used. */
export function storageFigures(user: User, m: MeterMessages): MeterFigures & { full: boolean } {
  const meter = storageMeter(user);
  const { storages, retail } = user;
  const details = [
    fill(m.popupPlan, { used: formatBytes(storages.used), total: total(storages.quota, formatBytes, m) }),
    ...(retail.additionalStorageQuota > 0 || retail.additionalStorageUsed > 0
      ? [
          fill(m.popupAdditional, {
            used: formatBytes(retail.additionalStorageUsed),
            total: formatBytes(retail.additionalStorageQuota),
          }),
        ]
      : []),
    ...percentLine(meter.percent, meter.unlimited, m),
    ...(meter.full ? [m.storageFull] : []),
  ];
  return {
    value: fill(m.usedOfTotal, { used: formatBytes(meter.used), total: total(meter.total, formatBytes, m) }),
    percent: meter.percent,
    unlimited: meter.unlimited,
    danger: meter.danger,
    full: meter.full,
    details,
  };
}

/** "Hours used are plan used plus retail used divided by 3600" (retail in seconds). */
export function hoursFigures(user: User, m: MeterMessages): MeterFigures {
  const meter = hoursMeter(user);
  const hours = (n: number) => formatHours(n, m);
  const { allocatedHour } = user.membership;
  const { retail } = user;
  const details = [
    fill(m.popupPlan, { used: hours(allocatedHour.used), total: total(allocatedHour.quota, hours, m) }),
    ...(retail.allocatedHourExtra > 0 || retail.allocatedHourUsed > 0
      ? [
          fill(m.popupAdditional, {
            used: hours(secondsToHours(retail.allocatedHourUsed)),
            total: hours(secondsToHours(retail.allocatedHourExtra)),
          }),
        ]
      : []),
    ...percentLine(meter.percent, meter.unlimited, m),
  ];
  return {
    value: fill(m.usedOfTotal, { used: hours(meter.used), total: total(meter.total, hours, m) }),
    percent: meter.percent,
    unlimited: meter.unlimited,
    danger: meter.danger,
    details,
  };
}

/** "Active-order limit is plan maximum plus retail quota"; unlimited fills the bar. */
export function orderFigures(user: User, m: MeterMessages): MeterFigures {
  const meter = activeOrderMeter(user);
  const count = (n: number) => String(n);
  const { orders } = user.membership;
  const details = [
    fill(m.popupPlan, {
      used: count(orders.currentActiveOrder),
      total: total(orders.maximumActiveOrder, count, m),
    }),
    ...(user.retail.activeOrderQuota > 0
      ? [fill(m.popupExtra, { total: count(user.retail.activeOrderQuota) })]
      : []),
    ...percentLine(meter.percent, meter.unlimited, m),
  ];
  return {
    value: fill(m.usedOfTotal, { used: count(meter.used), total: total(meter.limit, count, m) }),
    percent: meter.percent,
    unlimited: meter.unlimited,
    danger: meter.danger,
    details,
  };
}
