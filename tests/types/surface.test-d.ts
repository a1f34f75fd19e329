import type * as root from 'proofdesk';
import type * as board from 'proofdesk/board';
import type * as rules from 'proofdesk/rules';
import type * as upload from 'proofdesk/upload';
import { describe, expectTypeOf, it } from 'vitest';

// What left the package root stays out of it: the spec's rules and catalogues are in
// 'proofdesk/rules', the core's internals in no entry at all. (api/*.api.md pins every entry's
// names; this is the reason for the moves, in a form that fails to compile.)
type Root = typeof root;

describe('the package root', () => {
  it('keeps what a host needs', () => {
    expectTypeOf<Root>().toHaveProperty('createProofdesk');
    expectTypeOf<Root>().toHaveProperty('setDefaultProofdesk');
    expectTypeOf<Root>().toHaveProperty('defineStoreSlot');
    expectTypeOf<Root>().toHaveProperty('themeToCssVariables');
    expectTypeOf<Root>().toHaveProperty('getOrderFilter');
    expectTypeOf<Root>().toHaveProperty('GENERIC_ERROR');
  });

  it('no longer carries the rules and catalogues (they are in proofdesk/rules)', () => {
    expectTypeOf<Root>().not.toHaveProperty('can');
    expectTypeOf<Root>().not.toHaveProperty('boardMoves');
    expectTypeOf<Root>().not.toHaveProperty('defaultRoleMessages');
    expectTypeOf<Root>().not.toHaveProperty('validateSignIn');
    expectTypeOf<Root>().not.toHaveProperty('ORDER_STATUSES');
    expectTypeOf<typeof rules>().toHaveProperty('can');
    expectTypeOf<typeof rules>().toHaveProperty('boardMoves');
    expectTypeOf<typeof rules>().toHaveProperty('ORDER_STATUSES');
  });

  it("no longer carries the core's internals", () => {
    expectTypeOf<Root>().not.toHaveProperty('createHttpClient');
    expectTypeOf<Root>().not.toHaveProperty('createRealtime');
    expectTypeOf<Root>().not.toHaveProperty('createEventBus');
    expectTypeOf<Root>().not.toHaveProperty('createLiveCollection');
    expectTypeOf<Root>().not.toHaveProperty('backoffDelay');
    expectTypeOf<Root>().not.toHaveProperty('createShadowHost');
  });

  it('no longer names the moved types', () => {
    // @ts-expect-error OrderStatus is in proofdesk/rules
    expectTypeOf<root.OrderStatus>().toBeString();
    expectTypeOf<rules.OrderStatus>().toBeString();
  });
});

describe("the widgets' entries", () => {
  it("export their widget, not the React layer's prompt or a second upload store", () => {
    expectTypeOf<typeof board>().not.toHaveProperty('ReasonPrompt');
    expectTypeOf<typeof upload>().not.toHaveProperty('createUploadStore');
    expectTypeOf<typeof upload>().toHaveProperty('getUploadStore');
  });
});
