import { DateRange, type DateRangeValue, defaultDateRangeMessages, describeDateRange } from 'proofdesk/react';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../../support/a11y';
import { renderInShadow } from '../../../support/render';

// Dashboard §9: "Dates: yyyy/MM/dd in presets, dd MMM yyyy in display".

function Harness({ changes }: { changes: DateRangeValue[] }) {
  const [value, setValue] = useState<DateRangeValue>({ start: '2026/03/05', end: '' });
  return (
    <DateRange
      label="Created Date"
      labelText="Created Date"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DateRange', () => {
  it('speaks yyyy/MM/dd, shows dd MMM yyyy, and keeps the end from preceding the start', async () => {
    const changes: DateRangeValue[] = [];
    const { host } = renderInShadow(<Harness changes={changes} />);
    const start = (await screen.findByShadowLabelText('Created Date from')) as HTMLInputElement;
    const end = (await screen.findByShadowLabelText('Created Date to')) as HTMLInputElement;
    expect(start.value).toBe('2026-03-05');
    expect(end.min).toBe('2026-03-05');
    expect(await screen.findByShadowText('From 05 Mar 2026')).toBeTruthy();
    await userEvent.fill(end, '2026-03-12');
    expect(changes.at(-1)).toEqual({ start: '2026/03/05', end: '2026/03/12' });
    expect(start.max).toBe('2026-03-12');
    const group = await screen.findByShadowRole('group', { name: 'Created Date' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(await screen.findByShadowText('05 Mar 2026 – 12 Mar 2026')).toBeTruthy();
    await userEvent.clear(start);
    expect(changes.at(-1)).toEqual({ start: '', end: '2026/03/12' });
    expect(await screen.findByShadowText('Until 12 Mar 2026')).toBeTruthy();
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('reads a day the same in every zone and takes translated months', () => {
    const m = { ...defaultDateRangeMessages, monthDec: 'Dez' };
    expect(describeDateRange({ start: '2026/12/31', end: '2026/12/31' }, m)).toBe(
      '31 Dez 2026 – 31 Dez 2026',
    );
    expect(describeDateRange({ start: '2026/02/30', end: '' })).toBe('');
  });
});
