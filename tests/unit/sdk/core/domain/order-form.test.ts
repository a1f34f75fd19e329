import { describe, expect, it } from 'vitest';
import {
  activeOrderLimit,
  isIsoDate,
  isoDay,
  validateOrderForm,
} from '../../../../../sdk/core/domain/order-form';

const options = [
  { id: 'size', required: true, choices: ['A5', 'A4'] },
  { id: 'finish', required: false, choices: ['Matte', 'Gloss'] },
];
const complete = { name: 'Flyer', brief: 'Spring sale.', dueDate: '2026-03-20', options: { size: 'A5' } };

describe('validateOrderForm', () => {
  it('passes a complete form; an optional option may stay empty', () => {
    const check = validateOrderForm(complete, options, '2026-03-10');
    expect(check.canSubmit).toBe(true);
    expect(check.options).toEqual({ size: null, finish: null });
  });

  it("says 'Required!' for each empty required field, and never for an optional option", () => {
    const check = validateOrderForm(
      { name: ' ', brief: '', dueDate: '', options: {} },
      options,
      '2026-03-10',
    );
    expect(check.errors).toEqual({ name: 'Required!', brief: 'Required!', dueDate: 'Required!' });
    expect(check.options).toEqual({ size: 'Required!', finish: null });
    expect(check.canSubmit).toBe(false);
  });

  it('accepts a brief of exactly 1000 characters and refuses 1001 in the spec’s words', () => {
    expect(validateOrderForm({ ...complete, brief: 'x'.repeat(1000) }, options, '2026-03-10').canSubmit).toBe(
      true,
    );
    expect(
      validateOrderForm({ ...complete, brief: 'x'.repeat(1001) }, options, '2026-03-10').errors.brief,
    ).toBe('Max. 1000 character has been reached!');
  });

  it('refuses a past due date and a date that is not one; today is fine', () => {
    expect(
      validateOrderForm({ ...complete, dueDate: '2026-03-09' }, options, '2026-03-10').errors.dueDate,
    ).toBe('The due date cannot be in the past.');
    expect(
      validateOrderForm({ ...complete, dueDate: '2026-02-31' }, options, '2026-01-01').errors.dueDate,
    ).toBe('Not Valid');
    expect(validateOrderForm({ ...complete, dueDate: '2026-03-10' }, options, '2026-03-10').canSubmit).toBe(
      true,
    );
  });

  it('refuses a value that is not listed and an option the service does not have', () => {
    const check = validateOrderForm(
      { ...complete, options: { size: 'A0', colour: 'red' } },
      options,
      '2026-03-10',
    );
    expect(check.options).toMatchObject({
      size: 'Choose one of the listed values.',
      colour: 'Choose one of the listed values.',
    });
    expect(check.canSubmit).toBe(false);
  });
});

describe('dates', () => {
  it('checks real calendar days and formats zoned parts as yyyy-mm-dd', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(isoDay({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });
});

describe('activeOrderLimit', () => {
  it('is the plan maximum plus the retail quota (§9), reached at that many active orders', () => {
    const figures = (active: number) => ({
      membership: { orders: { currentActiveOrder: active, maximumActiveOrder: 6 } },
      retail: { activeOrderQuota: 1 },
    });
    expect(activeOrderLimit(figures(6))).toEqual({ active: 6, limit: 7, reached: false });
    expect(activeOrderLimit(figures(7))).toEqual({ active: 7, limit: 7, reached: true });
  });

  it('is never reached when either part is unlimited', () => {
    const unlimited = {
      membership: { orders: { currentActiveOrder: 99, maximumActiveOrder: 'infinity' as const } },
    };
    expect(activeOrderLimit(unlimited).reached).toBe(false);
  });
});
