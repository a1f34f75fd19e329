import { Spinner, useProofdesk, useStore } from 'proofdesk/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ShellBanners } from './banners/shell-banners';
import { ScreenBoundary } from './errors/screen-error-boundary';
import { Header } from './header';
import { ProfileGate } from './profile-gate';
import { ShellPrompts } from './prompts/shell-prompts';
import { TourRunner } from './tours/tour-runner';
import { useFavicon } from './use-favicon';

/** The authenticated layout: header with the welcome line and profile menu, then the screen. */
export default function Shell() {
  const proofdesk = useProofdesk();
  const profile = useStore(proofdesk.session.$profile);
  useFavicon(profile?.whitelabelInfo?.favicon);

  useEffect(() => {
    if (!profile) void proofdesk.session.loadProfile();
  }, [proofdesk, profile]);

  return (
    <div className="app-shell" data-testid="app-shell">
      {profile ? (
        <>
          <Header user={profile} />
          <ShellBanners user={profile} />
          <main className="app-main">
            <ScreenBoundary>
              <Outlet />
            </ScreenBoundary>
          </main>
          <ProfileGate user={profile} />
          <ShellPrompts user={profile} />
          <TourRunner user={profile} />
        </>
      ) : (
        <div className="app-center">
          <Spinner />
        </div>
      )}
    </div>
  );
}
