import { Button } from 'proofdesk/react';
import { useEffect, useState } from 'react';
import { shellMessages as m } from '../prompts/messages';
import { type BuildWatchOptions, RUNNING_BUILD_ID, watchBuildId } from './build-watch';

type Props = Partial<Pick<BuildWatchOptions, 'runningId' | 'fetchId' | 'intervalMs' | 'minGapMs'>>;

/**
 * 'We have deployed this site with a new version.' with Refresh, once the served build differs from
 * this tab's (dashboard §8). A notice at the bottom of the page, not a dialog: the user may be in the
 * middle of a form and chooses when to reload.
 */
export function DeploymentNotice({ runningId = RUNNING_BUILD_ID, fetchId, intervalMs, minGapMs }: Props) {
  const [stale, setStale] = useState(false);
  useEffect(
    () => watchBuildId({ runningId, fetchId, intervalMs, minGapMs, onNewBuild: () => setStale(true) }),
    [runningId, fetchId, intervalMs, minGapMs],
  );
  if (!stale) return null;
  return (
    <div className="shell-deployed" role="alert" data-testid="new-deployment">
      <p>{m.newVersion}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {m.refresh}
      </Button>
    </div>
  );
}
