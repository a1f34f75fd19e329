import { hoursMeter } from 'proofdesk/rules';

export { fillTemplate } from 'proofdesk/rules';

/** Percent and danger of `used` against `quota` by the meters' rules (hours, §9). */
export function usagePercentOf(used: number, quota: number | 'infinity') {
  const meter = hoursMeter({ membership: { allocatedHour: { used, quota } } });
  return { percent: meter.percent, danger: meter.danger };
}
