// "Generated passwords are 20 characters: 14 from the full set plus 2 lowercase, 2 uppercase and
// 2 digits, shuffled." (dashboard §5)

export const PASSWORD_CHARSETS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  // Symbols that survive copy/paste, URLs and shell quoting without escaping.
  symbols: '!@#$%^&*-_=+',
} as const;

export const GENERATED_PASSWORD_LENGTH = 20;

/** Returns an integer in [0, max). Injectable so tests can be deterministic. */
export type RandomInt = (max: number) => number;

/** Unbiased integer from crypto.getRandomValues (rejection sampling, no modulo bias). */
export const cryptoRandomInt: RandomInt = (max) => {
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const n = buffer[0]!;
    if (n < limit) return n % max;
  }
};

function pick(set: string, count: number, random: RandomInt): string[] {
  return Array.from({ length: count }, () => set[random(set.length)]!);
}

export function generatePassword(random: RandomInt = cryptoRandomInt): string {
  const { lower, upper, digits, symbols } = PASSWORD_CHARSETS;
  const chars = [
    ...pick(lower + upper + digits + symbols, 14, random),
    ...pick(lower, 2, random),
    ...pick(upper, 2, random),
    ...pick(digits, 2, random),
  ];
  // Fisher-Yates, so the guaranteed classes are not always at the end.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
