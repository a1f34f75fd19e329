import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { User } from '../../../sdk/contract';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { useProofdesk } from '../../../sdk/react';

/**
 * Reloads the profile for a push. The session shares a load already in flight, whose answer may
 * predate the change the push announces: a push during a load asks again once that load is done.
 */
function profileReloader(instance: ProofdeskInstance) {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await instance.session.loadProfile();
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

/**
 * The signed-in user's profile, reloaded when the server says the sidebar or the profile changed
 * (`reload-sidebar`, `reload-profile`: a plan change, a storage purchase, a finished order).
 */
export function useLiveProfile(): User | null {
  const instance = useProofdesk();
  const profile = useStore(instance.session.$profile);
  useEffect(() => {
    const reload = profileReloader(instance);
    const stops = [
      instance.realtime.subscribe('reload-sidebar', reload),
      instance.realtime.subscribe('reload-profile', reload),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [instance]);
  return profile;
}
