import { useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

interface DemoAccount {
  username: string;
  password: string;
  role: string;
  client: 'customer' | 'admin';
  description: string;
}

/**
 * In demo mode the server lists its seeded accounts; picking one fills the form. The customer screen
 * also points to the admin sign-in, where the staff accounts are (they are refused here).
 */
export function DemoAccounts({
  client,
  onPick,
}: {
  client: 'customer' | 'admin';
  onPick: (account: DemoAccount) => void;
}) {
  const proofdesk = useProofdesk();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    let live = true;
    proofdesk.http.get<DemoAccount[]>('/g/demo-accounts').then((result) => {
      if (live && result.ok && Array.isArray(result.data)) setAccounts(result.data);
    });
    return () => {
      live = false;
    };
  }, [proofdesk]);
  const mine = accounts.filter((account) => account.client === client);
  if (mine.length === 0) return null;
  return (
    <section id="demo-accounts" className="demo-accounts" aria-label="Demo accounts">
      <h2>Demo accounts</h2>
      <p>
        Password for all: <code>{mine[0]!.password}</code>
      </p>
      <ul>
        {mine.map((account) => (
          <li key={account.username}>
            <button type="button" className="demo-account" onClick={() => onPick(account)}>
              <span>{account.username}</span>
              <small>{account.description}</small>
            </button>
          </li>
        ))}
      </ul>
      {client === 'customer' && accounts.some((account) => account.client === 'admin') && (
        <p className="demo-accounts-elsewhere">
          Staff accounts (operator, managers, admin) sign in at the{' '}
          <Link to="/admin/signin">admin sign-in</Link>.
        </p>
      )}
    </section>
  );
}
