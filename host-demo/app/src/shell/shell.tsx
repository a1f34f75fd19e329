import { themeToCssVariables } from 'proofdesk';
import { Spinner, useProofdesk, useStore } from 'proofdesk/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { ProfileGate } from './profile-gate';
import { useFavicon } from './use-favicon';

/** The authenticated layout, themed from the signed-in account's white-label colours. */
export default function Shell() {
  const proofdesk = useProofdesk();
  const profile = useStore(proofdesk.session.$profile);
  const theme = useStore(proofdesk.$theme);
  useFavicon(profile?.whitelabelInfo?.favicon);

  useEffect(() => {
    if (!profile) void proofdesk.session.loadProfile();
  }, [proofdesk, profile]);

  return (
    // Variables set through React's style prop are applied from script, which a strict CSP allows.
    <div className="app-shell" style={themeToCssVariables(theme)} data-testid="app-shell">
      {profile ? (
        <>
          <Header user={profile} />
          <main className="app-main">
            <Outlet />
          </main>
          <ProfileGate user={profile} />
        </>
      ) : (
        <div className="app-center">
          <Spinner />
        </div>
      )}
    </div>
  );
}
