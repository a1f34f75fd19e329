type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A fresh random key (a version 4 UUID) for one attempt of a write that must not happen twice.
 * `crypto.randomUUID` exists only in secure contexts (an http:// reseller page has none), so the key
 * falls back to `getRandomValues`, and to Math.random only where no Web Crypto exists at all.
 */
export function idempotencyKey(
  source: RandomSource | undefined = (globalThis as { crypto?: RandomSource }).crypto,
): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (source?.getRandomValues) source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 9562: version 4 in the high nibble of byte 6, the variant bits 10 in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
