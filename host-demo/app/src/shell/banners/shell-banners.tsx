import type { User } from 'proofdesk/contract';
import { Banners } from 'proofdesk/react';
import { useNavigate } from 'react-router';
import { PROMPT_PATHS } from '../prompts/messages';
import { bannerMessages } from './messages';

/**
 * The shell's banners under the header (dashboard §2 "Banners"): the SDK's `Banners`, as a host
 * would use it, with the portal's catalogue. A cancelled downgrade reloads the profile (the session
 * does; the server also tells the account's other tabs with reload-profile).
 */
export function ShellBanners({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <div className="app-banners">
      <Banners
        user={user}
        messages={bannerMessages}
        onChoosePlan={() => void navigate(PROMPT_PATHS['free-trial'])}
      />
    </div>
  );
}
