import type { User } from 'proofdesk';
import { Prompt } from 'proofdesk/react';
import { fillTemplate, formatDisplayDate, type ShellPromptCode, shellPrompts } from 'proofdesk/rules';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { leaveModalSeen, markLeaveModalSeen, markPromptSeen, promptsSeen } from './flags';
import { shellMessages as m, PROMPT_PATHS } from './messages';

function promptContent(user: User, code: ShellPromptCode): string {
  const cycleEnd = user.endSubscriptionCycleOn ? new Date(user.endSubscriptionCycleOn) : null;
  const date =
    code === 'subscription-leave'
      ? (user.membership.onSubscriptionLeaveReactivationDateFormat ?? '')
      : cycleEnd && !Number.isNaN(cycleEnd.getTime())
        ? formatDisplayDate(cycleEnd, user.timeZone.value)
        : '';
  // Without a known date the sentence ends at the cycle ('… subscription cycle.').
  const template = date ? m.prompts[code].content : m.prompts[code].content.replace(' ({date})', '');
  return fillTemplate(template, {
    date,
    email: user.emailAddress,
    days: user.membership.freeTrial.freeTrialDays,
  });
}

/**
 * The prompts and popups of dashboard §2 "App shell", one at a time: each after its delay (750 ms,
 * the subscription-leave modal 500 ms) counted from the shell's load or the previous one's close.
 * A prompt whose action leads to the screen already open is skipped.
 */
export function ShellPrompts({ user }: { user: User }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [seen, setSeen] = useState(() => promptsSeen(user.id));
  const [shown, setShown] = useState<ShellPromptCode | null>(null);
  const [open, setOpen] = useState(false);
  const next = shellPrompts(user, leaveModalSeen(user.id)).find((prompt) => !seen.has(prompt.code));
  const nextCode = next?.code;
  const nextDelay = next?.delayMs;

  const done = useCallback(
    (code: ShellPromptCode) => {
      markPromptSeen(user.id, code);
      setSeen((previous) => new Set(previous).add(code));
    },
    [user.id],
  );

  useEffect(() => {
    if (open || nextCode === undefined || nextDelay === undefined) return;
    const timer = setTimeout(() => {
      const path = PROMPT_PATHS[nextCode];
      if (path && location.pathname.startsWith(path)) {
        done(nextCode);
        return;
      }
      if (nextCode === 'subscription-leave') markLeaveModalSeen(user.id);
      setShown(nextCode);
      setOpen(true);
    }, nextDelay);
    return () => clearTimeout(timer);
  }, [open, nextCode, nextDelay, location.pathname, user.id, done]);

  if (shown === null) return null;
  const words = m.prompts[shown];
  const path = PROMPT_PATHS[shown];
  return (
    <Prompt
      open={open}
      onOpenChange={(value) => {
        if (value) return;
        done(shown);
        setOpen(false);
      }}
      className="shell-prompt"
      title={words.title}
      content={<p data-testid="shell-prompt-content">{promptContent(user, shown)}</p>}
      buttons={path ? 'CONTINUECANCEL' : 'OK'}
      type={shown === 'late-payment' || shown === 'deletion-requested' ? 'WARNING' : 'PRIMARY'}
      confirmLabel={words.action}
      cancelLabel={m.close}
      onConfirm={() => {
        if (path) navigate(path);
      }}
    />
  );
}
