import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type CardToken, type CardTokenRequest, PAYMENT_MESSAGES, TEST_CARDS } from 'proofdesk/contract';
import type { Data } from '../data';
import {
  countProviderRetries,
  insertProviderCharge,
  type ProviderChargeRow,
  readProviderCharge,
} from '../data/payments/payment-rows';
import type {
  CardDetails,
  ChargeOutcome,
  ChargeRequest,
  ChargeSucceededEvent,
  PaymentProvider,
} from './provider';
import { signPayload, verifySignature } from './signature';

/*
 * A payment provider that behaves like a real one, without a network (issue 25 "Payments"):
 * - cards are tokenised by the provider (`tokenize`, the stand-in for Stripe.js): the token names
 *   the card's brand, last four digits, expiry and test behaviour, signed so nobody can make one up;
 *   the number itself goes nowhere;
 * - test cards (TEST_CARDS): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 *   4000 0000 0000 0119 fails with a temporary error on its first charge and succeeds on the next
 *   attempt; any other valid number succeeds;
 * - charges are idempotent: its ledger (test_provider_charges) keeps each answer by key;
 * - an accepted charge is confirmed by a signed webhook, delivered through `deliver` (the server's
 *   own POST /payments/webhook, so the signature check runs as for a real provider) before
 *   `charge` answers.
 */

type Behaviour = 'success' | 'decline' | 'retry';

interface TokenBody {
  b: string;
  l: string;
  m: number;
  y: number;
  k: Behaviour;
}

export interface TestProviderOptions {
  data: Data;
  /** Signs tokens and webhooks (derived from the server's secret). */
  secret: Buffer;
  now: () => Date;
  /** Sends a signed webhook to the server; resolves when the server answered. */
  deliver?: (rawBody: string, signature: string) => Promise<unknown>;
}

export const TEST_PROVIDER = 'test';

export interface TestProvider extends PaymentProvider {
  /** The provider's card form: a token for a valid card, else the reason. */
  tokenize(card: CardTokenRequest): { ok: true; card: CardToken } | { ok: false; message: string };
  /** Sets where webhooks go (the server, once it exists). */
  setDelivery(deliver: (rawBody: string, signature: string) => Promise<unknown>): void;
  /** The webhook's signing secret, for tests that forge or sign deliveries. */
  readonly webhookSecret: Buffer;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const tokenKey = createHmac('sha256', options.secret).update('payments:test-provider:tokens').digest();
  const webhookSecret = createHmac('sha256', options.secret)
    .update('payments:test-provider:webhook')
    .digest();
  let deliver = options.deliver;
  const db = options.data.db;

  const mac = (body: string) => createHmac('sha256', tokenKey).update(body).digest('base64url');

  function readToken(token: string): TokenBody | null {
    const match = /^tok_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, body = '', signature = ''] = match;
    const expected = Buffer.from(mac(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenBody;
    } catch {
      return null;
    }
  }

  function outcomeOf(row: ProviderChargeRow): ChargeOutcome {
    if (row.outcome === 'succeeded') return { status: 'accepted', chargeId: row.charge_id };
    if (row.outcome === 'declined')
      return { status: 'declined', chargeId: row.charge_id, message: 'Your card was declined.' };
    return { status: 'retry', chargeId: row.charge_id, message: 'A processing error occurred.' };
  }

  async function confirm(request: ChargeRequest, chargeId: string): Promise<void> {
    if (!deliver) return;
    const event: ChargeSucceededEvent = {
      id: `evt_${randomUUID()}`,
      type: 'charge.succeeded',
      chargeId,
      paymentId: request.paymentId,
      reference: request.reference,
      amountCents: request.amountCents,
      currency: request.currency,
    };
    const rawBody = JSON.stringify(event);
    await deliver(rawBody, signPayload(webhookSecret, rawBody, options.now()));
  }

  return {
    name: TEST_PROVIDER,
    webhookSecret,
    setDelivery(next) {
      deliver = next;
    },

    tokenize(card) {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
        return { ok: false, message: PAYMENT_MESSAGES.cardInvalid };
      if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, message: PAYMENT_MESSAGES.cvcInvalid };
      const now = options.now();
      const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (card.expYear * 12 + (card.expMonth - 1) < thisMonth)
        return { ok: false, message: PAYMENT_MESSAGES.cardExpired };
      const behaviour: Behaviour =
        digits === TEST_CARDS.decline ? 'decline' : digits === TEST_CARDS.retry ? 'retry' : 'success';
      const payload: TokenBody = {
        b: cardBrand(digits),
        l: digits.slice(-4),
        m: card.expMonth,
        y: card.expYear,
        k: behaviour,
      };
      // A nonce makes each tokenisation a new token, as a provider's are.
      const body = base64url(JSON.stringify({ ...payload, n: randomUUID() }));
      const token = `tok_test_${body}.${mac(body)}`;
      return {
        ok: true,
        card: { token, brand: payload.b, last4: payload.l, expMonth: payload.m, expYear: payload.y },
      };
    },

    async describeToken(token): Promise<CardDetails | null> {
      const body = readToken(token);
      if (!body) return null;
      return { brand: body.b, last4: body.l, expMonth: body.m, expYear: body.y };
    },

    async charge(request) {
      const stored = await readProviderCharge(db, request.idempotencyKey);
      if (stored) return outcomeOf(stored);
      const card = readToken(request.token);
      const behaviour: Behaviour = card?.k ?? 'decline';
      let outcome: ProviderChargeRow['outcome'] = 'succeeded';
      if (behaviour === 'decline') outcome = 'declined';
      else if (behaviour === 'retry' && (await countProviderRetries(db, request.token)) === 0)
        outcome = 'retry';
      const row: ProviderChargeRow = {
        idempotency_key: request.idempotencyKey,
        charge_id: `ch_test_${randomUUID()}`,
        token: request.token,
        outcome,
        amount_cents: request.amountCents,
        currency: request.currency,
        reference: request.reference,
        created_at: options.now().getTime(),
      };
      if (!(await insertProviderCharge(db, row))) {
        // Another request with this key got there first: its answer is the answer.
        const first = await readProviderCharge(db, request.idempotencyKey);
        if (first) return outcomeOf(first);
      }
      const answer = outcomeOf(row);
      if (answer.status === 'accepted') await confirm(request, row.charge_id);
      return answer;
    },

    verifyWebhook(rawBody, signature, now) {
      if (!verifySignature(webhookSecret, rawBody, signature, now)) return null;
      try {
        const event = JSON.parse(rawBody) as Partial<ChargeSucceededEvent>;
        if (event.type !== 'charge.succeeded') return null;
        const strings = [event.id, event.chargeId, event.paymentId, event.reference, event.currency];
        if (!strings.every((value) => typeof value === 'string')) return null;
        if (!Number.isInteger(event.amountCents)) return null;
        return event as ChargeSucceededEvent;
      } catch {
        return null;
      }
    },
  };
}
