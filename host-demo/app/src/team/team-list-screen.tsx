import { Select, Spinner, TextField } from 'proofdesk/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { ListEmpty } from '../lib/list-empty';
import { useListQuery } from '../lib/list-query';
import { Pager } from '../lib/pager';
import { useTeamApi } from './api';
import { fullName, roleLabel, TeamGate } from './gate';
import { fill, teamMessages as m } from './messages';

/** Team members (/team-members): paged, searched and filtered by status, all in the URL. */
export default function TeamListScreen() {
  return <TeamGate>{(_user, canManage) => <TeamList canManage={canManage} />}</TeamGate>;
}

function TeamList({ canManage }: { canManage: boolean }) {
  const api = useTeamApi();
  const { page, search, typed, setTyped, filter, update, clearSearch } = useListQuery({ status: 'all' });
  const status = filter('status');
  const { load, reload } = useCall(
    useCallback(() => api.list({ page, search, status }), [api, page, search, status]),
  );

  return (
    <section className="app-card app-page" aria-labelledby="team-title" data-testid="team-list">
      <div className="app-page-head">
        <h1 id="team-title">{m.listTitle}</h1>
        {canManage ? (
          <Link className="pd-button pd-button--primary" to="/team-members/new">
            {m.addMember}
          </Link>
        ) : null}
      </div>
      {canManage ? null : <p className="app-muted">{m.readOnlyNotice}</p>}
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
        <ListEmpty
          search={search}
          noMatch={fill(m.noMatch, { search })}
          clearLabel={m.clearSearch}
          onClear={clearSearch}
          empty={m.empty}
          emptyHint={m.emptyHint}
          testId="team-empty"
        />
      ) : null}
      {load.status === 'ready' && load.data.data.length > 0 ? (
        <>
          <p className="app-muted" aria-live="polite">
            {fill(m.count, { total: load.data.total })}
          </p>
          <table className="app-table">
            <caption className="app-sr-only">{m.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{m.name}</th>
                <th scope="col">{m.email}</th>
                <th scope="col">{m.jobTitle}</th>
                <th scope="col">{m.role}</th>
                <th scope="col">{m.status}</th>
                <th scope="col">
                  <span className="app-sr-only">{m.edit}</span>
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
