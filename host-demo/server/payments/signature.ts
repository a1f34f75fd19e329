import { createHmac, timingSafeEqual } from 'node:crypto';

// Webhook signatures the way Stripe signs them: `t=<epoch seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">`, refused when older than the tolerance so a captured delivery cannot be replayed
// later.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: Buffer, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySignature(
  secret: Buffer,
  rawBody: string,
  header: string | undefined,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
