import { type ShellPromptCode, SUBSCRIPTION_LEAVE_FLAG } from 'proofdesk/rules';

// The subscription-leave modal shows once per user in this browser: the `subscription-leave-modal`
// local flag holds the ids of the users who saw it. The other prompts show once per tab (session
// storage), so a reload or a new screen does not nag again; a new sign-in shows them again.

const SESSION_KEY = 'proofdesk-shell-prompts';

function readList(storage: Storage | undefined, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function addToList(storage: Storage | undefined, key: string, item: string) {
  try {
    const list = readList(storage, key);
    if (!list.includes(item)) storage?.setItem(key, JSON.stringify([...list, item]));
  } catch {
    // Storage full or blocked: the prompt may show again, which is harmless.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const leaveModalSeen = (userId: string) => readList(local(), SUBSCRIPTION_LEAVE_FLAG).includes(userId);
export const markLeaveModalSeen = (userId: string) => addToList(local(), SUBSCRIPTION_LEAVE_FLAG, userId);

export function promptsSeen(userId: string): Set<ShellPromptCode> {
  const prefix = `${userId}:`;
  return new Set(
    readList(session(), SESSION_KEY)
      .filter((entry) => entry.startsWith(prefix))
      .map((entry) => entry.slice(prefix.length) as ShellPromptCode),
  );
}
export const markPromptSeen = (userId: string, code: ShellPromptCode) =>
  addToList(session(), SESSION_KEY, `${userId}:${code}`);
