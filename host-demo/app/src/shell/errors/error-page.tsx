import { Button, useProofdesk, useToast } from 'proofdesk/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { shellMessages as m } from '../prompts/messages';
import { errorReport, sendErrorReport } from './error-report';

/**
 * The 500 page (dashboard §2 "App shell"): 'Whoops, something went wrong on our end.' with Report
 * Error (the error's name, message and stack and the route's path pattern, never the user's data)
 * and Clear Cache/History (/clear-history).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const report = async () => {
    setState('sending');
    const ok = await sendErrorReport(proofdesk, errorReport(error, window.location.pathname));
    if (ok) {
      setState('sent');
      toast.show({ title: 'Success', message: m.reported, variant: 'success' });
    } else {
      setState('idle');
      toast.show({ title: m.reportFailedTitle, message: m.reportFailed, variant: 'danger' });
    }
  };
  return (
    <section className="app-center shell-error" data-testid="error-page" aria-labelledby="shell-error-title">
      <span className="shell-error-code" aria-hidden="true">
        500
      </span>
      <h1 id="shell-error-title" className="shell-error-title">
        {m.errorTitle}
      </h1>
      <p className="shell-error-hint">{m.errorHint}</p>
      <div className="shell-error-actions">
        <Button
          variant="primary"
          loading={state === 'sending'}
          disabled={state === 'sent'}
          onClick={() => void report()}
        >
          {state === 'sent' ? m.reported : m.reportError}
        </Button>
        <Link className="pd-button pd-button--secondary" to="/clear-history" reloadDocument>
          {m.clearCache}
        </Link>
      </div>
    </section>
  );
}
