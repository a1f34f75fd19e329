import type { Failed } from '../http';

/**
 * Creates a user (`insert`) unless its e-mail address is `taken`: checked first, and again when the
 * insert throws (two creations with one address at once: the unique e-mail column refuses the
 * second). `refusal` when taken, else undefined; any other failure is thrown on.
 */
export async function insertWithUniqueEmail(
  taken: () => Promise<boolean>,
  insert: () => Promise<unknown>,
  refusal: Failed,
): Promise<Failed | undefined> {
  if (await taken()) return refusal;
  try {
    await insert();
  } catch (error) {
    if (await taken()) return refusal;
    throw error;
  }
  return undefined;
}
