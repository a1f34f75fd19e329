import type { PaygData } from 'proofdesk/contract';
import { useProofdesk, useStore } from 'proofdesk/react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { membershipMessages as m } from './messages';
import { Denied, Loading, managesMembership, Page, PaygTabs, UsageBar } from './parts';
import { readsOwnPayg, readsPaygCustomers } from './payg-list-screen';
import { fillTemplate, usagePercentOf } from './percent';
import { useApi } from './use-api';

/**
 * /payg: Pay as you Go Customer Info (NAV_PAYG_CUSTOMER_INFO): the account's hours against its
 * allocation with the warnings of `user.payg` (allocatedHourWarning, wordingWarning). Internal
 * staff open a customer's from /payg/list (?clientId=); a customer sees its own.
 */
export default function PaygInfoScreen() {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  const [params] = useSearchParams();
  if (!user) return <Loading />;
  const staff = readsPaygCustomers(user);
  if (!staff && !readsOwnPayg(user)) {
    return (
      <Page title={m.paygInfoTitle}>
        <Denied />
      </Page>
    );
  }
  const clientId = staff ? params.get('clientId') : null;
  const path = staff ? (clientId ? `/payg?clientId=${encodeURIComponent(clientId)}` : null) : '/payg';
  return <Info path={path} switchable={!staff && managesMembership(user)} staff={staff} />;
}

function Info({ path, switchable, staff }: { path: string | null; switchable: boolean; staff: boolean }) {
  const { load } = useApi<PaygData>(path);
  const title =
    load.status === 'ready' && staff
      ? fillTemplate(m.paygInfoFor, { company: load.data.companyName })
      : m.paygInfoTitle;
  return (
    <Page title={title}>
      {!staff && <PaygTabs switchable={switchable} />}
      {path === null && <ErrorAlert error={{ title: m.deniedTitle, message: m.chooseAccount }} />}
      {path !== null && load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && <Figures data={load.data} />}
    </Page>
  );
}

function Figures({ data }: { data: PaygData }) {
  const { used, quota } = data.hours;
  const percent = usagePercentOf(used, quota);
  return (
    <section className="app-card member-card" aria-labelledby="payg-hours-title">
      <h2 id="payg-hours-title">{m.paygHours}</h2>
      {!data.onPayg && <p>{m.paygNotOn}</p>}
      {(data.allocatedHourWarning || data.wordingWarning) && (
        <div className="app-alert member-warning" role="alert">
          {data.allocatedHourWarning && <strong>{m.paygHoursWarning}</strong>}
          {data.wordingWarning && <p>{data.wordingWarning}</p>}
        </div>
      )}
      <UsageBar
        label={m.hours}
        used={fillTemplate(m.hoursValue, { hours: used })}
        total={quota === 'infinity' ? m.unlimited : fillTemplate(m.hoursValue, { hours: quota })}
        percent={percent.percent}
        danger={percent.danger}
      />
    </section>
  );
}
