import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  defaultBoardColumnMessages,
  defaultProfileMenuMessages,
  defaultReviewActionMessages,
  defaultRoleMessages,
  PROFILE_MENU,
  REVIEW_ACTIONS,
  ROLES,
} from '../../../../../sdk/core/access';
import {
  codeLabel,
  defaultOrderStatusMessages,
  messageKey,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusMessages,
} from '../../../../../sdk/core/domain';

describe('catalogue keys of code sets', () => {
  it('are camelCase: a prefix plus the code in PascalCase, whatever the code spelling', () => {
    expect(messageKey('status', 'in-review')).toBe('statusInReview');
    expect(messageKey('status', 'gr-revision')).toBe('statusGrRevision');
    expect(messageKey('review', 'PUT_ON_HOLD')).toBe('reviewPutOnHold');
    expect(messageKey('role', 'creative_manager')).toBe('roleCreativeManager');
    expect(messageKey('menu', 'logout')).toBe('menuLogout');
  });

  it('label every code of the rules, and only those codes', () => {
    const sets: [Record<string, string>, string, readonly string[]][] = [
      [defaultOrderStatusMessages, 'status', ORDER_STATUSES],
      [defaultBoardColumnMessages, 'column', BOARD_COLUMNS],
      [defaultReviewActionMessages, 'review', REVIEW_ACTIONS],
      [defaultRoleMessages, 'role', ROLES],
      [defaultProfileMenuMessages, 'menu', PROFILE_MENU.map((entry) => entry.key)],
    ];
    for (const [messages, prefix, codes] of sets) {
      expect(Object.keys(messages).sort()).toEqual(codes.map((code) => messageKey(prefix, code)).sort());
      for (const key of Object.keys(messages)) expect(key).toMatch(/^[a-z]+[A-Za-z]*$/);
    }
  });

  it('reads a label from any catalogue holding the keys, and a code it does not know as the code', () => {
    const german: OrderStatusMessages = { ...defaultOrderStatusMessages, statusInReview: 'In Prüfung' };
    expect(codeLabel(german, 'status', 'in-review')).toBe('In Prüfung');
    expect(codeLabel(defaultOrderStatusMessages, 'status', 'on-hold')).toBe('On Hold');
    expect(codeLabel(defaultOrderStatusMessages, 'status', 'frozen' as OrderStatus)).toBe('frozen');
  });
});
