import { Button } from 'proofdesk/react';
import { shellMessages as m } from '../prompts/messages';

/** Dashboard §8: a new deployment replaced the code this tab was running. */
export function NewVersionPage() {
  return (
    <section className="app-center shell-error" role="alert" data-testid="new-version">
      <p className="shell-error-title">{m.newVersion}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {m.refresh}
      </Button>
    </section>
  );
}
