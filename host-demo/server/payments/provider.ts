// The payment provider interface (issue 25 "Payments", docs/architecture.md decision 29). The server
// talks to a card processor only through this: the test provider (test-provider.ts) in the demo and
// in tests; a real one (Stripe, Adyen, …) is another implementation of the same three calls, chosen
// in buildServer.

/** What the provider lets the portal keep about a card: never its number. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  /** The provider's token of the card (a Stripe PaymentMethod id, say). */
  token: string;
  amountCents: number;
  currency: string;
  /**
   * One per charge attempt: the provider answers a repeated request with this key with the first
   * answer and never charges twice (Stripe's Idempotency-Key).
   */
  idempotencyKey: string;
  /** The invoice paid, echoed in the confirmation. */
  reference: string;
  /** Our payment attempt's id, echoed in the confirmation (Stripe's metadata). */
  paymentId: string;
}

export type ChargeOutcome =
  /**
   * Accepted: the money moves, and the provider's signed confirmation (the webhook) marks the
   * invoice paid. It may arrive before this answer does, or later.
   */
  | { status: 'accepted'; chargeId: string }
  /** Refused by the card's bank: nothing charged; another card may work. */
  | { status: 'declined'; chargeId: string; message: string }
  /** A temporary failure: nothing charged; a new attempt (a new key) may succeed. */
  | { status: 'retry'; chargeId: string | null; message: string };

/** A verified confirmation from the provider. */
export interface ChargeSucceededEvent {
  id: string;
  type: 'charge.succeeded';
  chargeId: string;
  paymentId: string;
  reference: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  /** Stored with every method and attempt: which provider's token and charge ids they are. */
  readonly name: string;
  /** The card behind a token the browser got from the provider; null when the token is not valid. */
  describeToken(token: string): Promise<CardDetails | null>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * Verifies a webhook delivery (the raw body as received and its signature header) and reads its
   * event; null when the signature is missing, forged, stale or the body is not an event we act on.
   */
  verifyWebhook(rawBody: string, signature: string | undefined, now: Date): ChargeSucceededEvent | null;
}
