import { useProofdesk, useStore } from 'proofdesk/react';

/** The default route. The order board widget takes this place when it lands. */
export default function HomeScreen() {
  const proofdesk = useProofdesk();
  const profile = useStore(proofdesk.session.$profile);
  if (!profile) return null;
  return (
    <section className="app-card" aria-labelledby="home-title">
      <h1 id="home-title">Orders</h1>
      <p>
        Signed in as <strong>{profile.emailAddress}</strong>
        {profile.membership?.title ? ` on the ${profile.membership.title} plan` : ''}.
      </p>
    </section>
  );
}
