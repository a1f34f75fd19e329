import { Button, Select, Spinner, TextField } from 'proofdesk/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { Pager, usePageParam } from '../lib/pager';
import { useTeamApi } from './api';
import { fullName, roleLabel, TeamGate } from './gate';
import { fill, teamMessages as m } from './messages';

/** Dashboard §9: "Custom search delay 500 ms." */
const SEARCH_DELAY_MS = 500;

/** Team members (/team-members): paged, searched and filtered by status, all in the URL. */
export default function TeamListScreen() {
  return <TeamGate>{(_user, canManage) => <TeamList canManage={canManage} />}</TeamGate>;
}

function TeamList({ canManage }: { canManage: boolean }) {
  const api = useTeamApi();
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? 'all';
  const [typed, setTyped] = useState(search);

  const update = useCallback(
    (change: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (!value || (key === 'page' && value === '1') || (key === 'status' && value === 'all'))
          next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  // The search applies 500 ms after the last keystroke and goes back to the first page.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed.trim(), page: '1' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, update]);

  const { load, reload } = useCall(
    useCallback(() => api.list({ page, search, status }), [api, page, search, status]),
  );

  return (
    <section className="app-card team-page" aria-labelledby="team-title" data-testid="team-list">
      <div className="team-head">
        <h1 id="team-title">{m.listTitle}</h1>
        {canManage ? (
          <Link className="pd-button pd-button--primary" to="/team-members/new">
            {m.addMember}
          </Link>
        ) : null}
      </div>
      {canManage ? null : <p className="team-muted">{m.readOnlyNotice}</p>}
      <search className="team-filters" aria-label={m.filters}>
        <TextField
          type="search"
          label={m.search}
          hint={m.searchHint}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Select
          label={m.status}
          value={status}
          onChange={(event) => update({ status: event.currentTarget.value, page: '1' })}
          options={[
            { value: 'all', label: m.statusAll },
            { value: 'active', label: m.statusActive },
            { value: 'inactive', label: m.statusInactive },
          ]}
        />
      </search>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void reload()} /> : null}
      {load.status === 'ready' && load.data.data.length === 0 ? (
        <div className="team-empty" data-testid="team-empty">
          {search ? (
            <>
              <p className="team-empty-title">{fill(m.noMatch, { search })}</p>
              <Button
                size="sm"
                onClick={() => {
                  setTyped('');
                  update({ search: '', page: '1' });
                }}
              >
                {m.clearSearch}
              </Button>
            </>
          ) : (
            <>
              <p className="team-empty-title">{m.empty}</p>
              <p className="team-muted">{m.emptyHint}</p>
            </>
          )}
        </div>
      ) : null}
      {load.status === 'ready' && load.data.data.length > 0 ? (
        <>
          <p className="team-muted" aria-live="polite">
            {fill(m.count, { total: load.data.total })}
          </p>
          <table className="app-table">
            <caption className="team-sr-only">{m.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{m.name}</th>
                <th scope="col">{m.email}</th>
                <th scope="col">{m.jobTitle}</th>
                <th scope="col">{m.role}</th>
                <th scope="col">{m.status}</th>
                <th scope="col">
                  <span className="team-sr-only">{m.edit}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.data.data.map((member) => (
                <tr key={member.id} data-testid="team-row" data-active={member.isActive}>
                  <th scope="row">
                    <Link to={`/team-members/${encodeURIComponent(member.id)}`}>{fullName(member)}</Link>
                    {member.isYou ? <span className="team-tag">{m.you}</span> : null}
                  </th>
                  <td data-label={m.email} className="team-email">
                    {member.emailAddress}
                  </td>
                  <td data-label={m.jobTitle}>{member.jobTitle}</td>
                  <td data-label={m.role}>
                    {roleLabel(member.role)}
                    {member.viewOnly ? (
                      <span className="team-tag team-tag--muted">{m.viewOnlyAccess}</span>
                    ) : null}
                  </td>
                  <td data-label={m.status}>
                    <span className="team-status" data-active={member.isActive}>
                      {member.isActive ? m.statusActive : m.statusInactive}
                    </span>
                  </td>
                  <td>
                    <Link
                      className="pd-button pd-button--secondary pd-button--sm"
                      to={`/team-members/${encodeURIComponent(member.id)}`}
                      aria-label={fill(m.editMember, { name: fullName(member) })}
                    >
                      {m.edit}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={load.data.page}
            totalPages={load.data.totalPages}
            label={m.listTitle}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      ) : null}
    </section>
  );
}
