import { addQuota, isUnlimited, type Quota } from './quota';

// Usage meters of the membership bar (dashboard §2, §9).

export const DANGER_PERCENT = 90;
export const SECONDS_PER_HOUR = 3600;

/** Percent shown to 1 decimal; 0 when nothing is used or there is no (finite, positive) quota. */
export function usagePercent(used: number, quota: Quota): number {
  if (isUnlimited(quota) || !(used > 0) || !((quota as number) > 0)) return 0;
  return Math.round((used / (quota as number)) * 1000) / 10;
}

/** '42.5%' */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** "Danger colour at 90% or more on meters and the order usage bar." */
export function isDanger(percent: number): boolean {
  return percent >= DANGER_PERCENT;
}

export interface StorageFigures {
  storages?: { used?: number; quota?: Quota } | null;
  retail?: { additionalStorageUsed?: number; additionalStorageQuota?: Quota } | null;
}

export interface StorageMeter {
  used: number;
  total: Quota;
  unlimited: boolean;
  percent: number;
  danger: boolean;
  full: boolean;
}

/**
 * "Storage total is plan quota plus additional quota. Storage is full when used plus additional
 * used is at least quota plus additional quota."
 */
export function storageMeter({ storages, retail }: StorageFigures): StorageMeter {
  const used = (storages?.used ?? 0) + (retail?.additionalStorageUsed ?? 0);
  const total = addQuota(storages?.quota, retail?.additionalStorageQuota);
  const unlimited = isUnlimited(total);
  const percent = usagePercent(used, total);
  const full = !unlimited && used >= (total as number);
  return { used, total, unlimited, percent, danger: !unlimited && isDanger(percent), full };
}

/** Would adding `bytes` go past plan plus additional quota (proofing §5 'Not Enough Storage')? */
export function exceedsStorage(figures: StorageFigures, bytes: number): boolean {
  const { used, total } = storageMeter(figures);
  return !isUnlimited(total) && used + bytes > (total as number);
}

/** "Retail hours display as seconds divided by 3600." */
export function secondsToHours(seconds: number | null | undefined): number {
  return (seconds ?? 0) / SECONDS_PER_HOUR;
}

export interface HoursFigures {
  membership?: { allocatedHour?: { used?: number; quota?: Quota } | null } | null;
  retail?: { allocatedHourUsed?: number; allocatedHourExtra?: number } | null;
}

/**
 * "Hours used are plan used plus retail used divided by 3600." The total adds the retail extra
 * hours (seconds) to the plan quota, by analogy with storage and active orders.
 */
export function hoursMeter({ membership, retail }: HoursFigures) {
  const used = (membership?.allocatedHour?.used ?? 0) + secondsToHours(retail?.allocatedHourUsed);
  const total = addQuota(membership?.allocatedHour?.quota, secondsToHours(retail?.allocatedHourExtra));
  const unlimited = isUnlimited(total);
  const percent = usagePercent(used, total);
  return { used, total, unlimited, percent, danger: !unlimited && isDanger(percent) };
}

export interface OrderFigures {
  membership?: { orders?: { currentActiveOrder?: number; maximumActiveOrder?: Quota } | null } | null;
  retail?: { activeOrderQuota?: Quota } | null;
}

/**
 * "Active-order limit is plan maximum plus retail quota." "The order usage bar fills fully when
 * the quota is unlimited." — so unlimited reads 100% but is never the danger colour.
 */
export function activeOrderMeter({ membership, retail }: OrderFigures) {
  const used = membership?.orders?.currentActiveOrder ?? 0;
  const limit = addQuota(membership?.orders?.maximumActiveOrder, retail?.activeOrderQuota);
  const unlimited = isUnlimited(limit);
  const percent = unlimited ? 100 : usagePercent(used, limit);
  return { used, limit, unlimited, percent, danger: !unlimited && isDanger(percent) };
}
