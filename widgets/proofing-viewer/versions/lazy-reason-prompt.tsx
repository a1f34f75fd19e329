import { lazy, Suspense } from 'react';
import type { ReasonPromptProps } from '../../../sdk/react/prompts';

// The Reason prompt (proofing §2.6, §5) comes from the shared on-demand 'prompts' chunk, imported the
// first time the viewer asks for a reason (version delete, 'Put On Hold'): never at first paint.
const Prompt = lazy(() => import('../../../sdk/react/prompts').then((m) => ({ default: m.ReasonPrompt })));

/** Renders nothing (and loads nothing) until it is first opened. */
export function LazyReasonPrompt(props: ReasonPromptProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Prompt {...props} />
    </Suspense>
  );
}
