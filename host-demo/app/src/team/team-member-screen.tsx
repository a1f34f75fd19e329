import type { TeamMember } from 'proofdesk/contract';
import { Button, Prompt, Select, TextField, useToast } from 'proofdesk/react';
import { generatePassword, TEAM_MEMBER_ROLES, truncate, validateTeamMemberForm } from 'proofdesk/rules';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { displayDate } from '../lib/display-date';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { LoadedRecord } from '../lib/loaded-record';
import { MissingCard } from '../lib/missing-card';
import { useRecordForm } from '../lib/record-form';
import { type MemberForm, useTeamApi } from './api';
import { fullName, roleLabel, TeamGate } from './gate';
import { fill, teamMessages as m } from './messages';

const EMPTY: MemberForm = {
  firstname: '',
  lastname: '',
  emailAddress: '',
  jobTitle: '',
  role: 'staff',
  viewOnly: false,
  password: '',
};

/** A team member (/team-members/new creates one; /team-members/:memberId edits, deactivates it). */
export default function TeamMemberScreen() {
  const { memberId } = useParams();
  return (
    <TeamGate>
      {(_user, canManage) =>
        memberId && memberId !== 'new' ? (
          <EditMember key={memberId} id={memberId} canManage={canManage} />
        ) : canManage ? (
          <MemberFormView mode="create" initial={EMPTY} canManage />
        ) : (
          <Missing />
        )
      }
    </TeamGate>
  );
}

function Missing() {
  return (
    <MissingCard title={m.missingTitle} text={m.missing} backTo="/team-members" backLabel={m.backToList} />
  );
}

function EditMember({ id, canManage }: { id: string; canManage: boolean }) {
  const api = useTeamApi();
  const { load, reload, set } = useCall(useCallback(() => api.read(id), [api, id]));
  return (
    <LoadedRecord load={load} reload={reload} title={m.editTitle} missing={<Missing />}>
      {(member) => (
        <MemberFormView
          key={`${member.id}-${member.isActive}`}
          mode="edit"
          member={member}
          canManage={canManage}
          initial={{
            firstname: member.firstname,
            lastname: member.lastname,
            emailAddress: member.emailAddress,
            jobTitle: member.jobTitle,
            role: member.role,
            viewOnly: member.viewOnly,
            password: '',
          }}
          onChanged={set}
        />
      )}
    </LoadedRecord>
  );
}

function MemberFormView({
  mode,
  member,
  initial,
  canManage,
  onChanged,
}: {
  mode: 'create' | 'edit';
  member?: TeamMember;
  initial: MemberForm;
  canManage: boolean;
  onChanged?: (member: TeamMember) => void;
}) {
  const api = useTeamApi();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const {
    form,
    setForm,
    errors,
    set,
    text: field,
    passes,
    formRef,
  } = useRecordForm(initial, validateTeamMemberForm);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [generatedNote, setGeneratedNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const self = member?.isYou === true;
  const readOnly = !canManage;
  const text = (key: 'firstname' | 'lastname' | 'emailAddress' | 'jobTitle' | 'password') =>
    field(key, readOnly || busy);

  const generate = () => {
    set('password')(generatePassword());
    setReveal(true);
    setGeneratedNote(m.generated);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(form.password);
      toast.success(m.copied);
    } catch {
      toast.show({ variant: 'danger', title: m.errorTitle, message: m.genericError });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !passes()) return;
    setBusy(true);
    setFailure(null);
    const body = { ...form, password: form.password };
    const result = mode === 'create' ? await api.create(body) : await api.update(member!.id, body);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    if (result.message) toast.success(result.message);
    if (mode === 'create') navigate('/team-members');
    else {
      setForm((current) => ({ ...current, password: '' }));
      setGeneratedNote('');
      onChanged?.(result.data);
    }
  };

  const toggleActive = async (active: boolean) => {
    if (!member) return;
    setBusy(true);
    const result = await api.setActive(member.id, active);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
      return;
    }
    if (result.message) toast.success(result.message);
    onChanged?.(result.data);
  };

  const title = mode === 'create' ? m.createTitle : m.editTitle;
  return (
    <section className="app-card app-page" aria-labelledby={`${id}-title`} data-testid="team-member">
      <Link to="/team-members">{m.backToList}</Link>
      <div className="app-page-head">
        <h1 id={`${id}-title`}>{member ? truncate(fullName(member), 24) : title}</h1>
        {member ? (
          <span className="team-status" data-active={member.isActive}>
            {member.isActive ? m.statusActive : m.statusInactive}
          </span>
        ) : null}
      </div>
      {member ? (
        <p className="app-muted">
          {roleLabel(member.role)} · {fill(m.memberSince, { date: displayDate(member.createdAt, undefined) })}
        </p>
      ) : null}
      {member && !member.isActive && member.deactivatedAt ? (
        <p className="app-alert" role="status">
          {fill(m.inactiveNotice, { date: displayDate(member.deactivatedAt, undefined) })}
        </p>
      ) : null}
      {self ? <p className="app-muted">{m.yourselfNotice}</p> : null}
      {readOnly ? <p className="app-muted">{m.readOnlyNotice}</p> : null}
      <form ref={formRef} className="app-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="app-form-row">
          <TextField label={m.firstname} required autoComplete="off" maxLength={50} {...text('firstname')} />
          <TextField label={m.lastname} required autoComplete="off" maxLength={50} {...text('lastname')} />
        </div>
        <div className="app-form-row">
          <TextField
            label={m.email}
            type="email"
            required
            autoComplete="off"
            maxLength={254}
            {...text('emailAddress')}
          />
          <TextField label={m.jobTitle} required autoComplete="off" maxLength={100} {...text('jobTitle')} />
        </div>
        <Select
          label={m.role}
          required
          value={form.role}
          error={errors.role}
          disabled={readOnly || busy || self}
          onChange={(event) => set('role')(event.currentTarget.value)}
          options={TEAM_MEMBER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
        />
        <p className="app-muted team-hint">{m.roleHint}</p>
        <label className="team-check">
          <input
            type="checkbox"
            checked={form.viewOnly}
            disabled={readOnly || busy || self}
            onChange={(event) => set('viewOnly')(event.currentTarget.checked)}
          />
          {m.viewOnly}
        </label>
        {readOnly ? null : (
          <div className="team-password">
            <TextField
              label={m.password}
              type={reveal ? 'text' : 'password'}
              autoComplete="new-password"
              maxLength={20}
              hint={mode === 'create' ? m.passwordCreateHint : m.passwordEditHint}
              data-testid="team-password"
              {...text('password')}
            />
            <div className="team-password-actions">
              <Button size="sm" onClick={generate} aria-label={m.generateLabel} disabled={busy}>
                {m.generate}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={reveal ? m.hidePassword : m.showPassword}
                aria-pressed={reveal}
                onClick={() => setReveal((shown) => !shown)}
              >
                {reveal ? m.hide : m.show}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={m.copyPassword}
                disabled={!form.password}
                onClick={() => void copy()}
              >
                {m.copy}
              </Button>
            </div>
            <p className="app-muted" aria-live="polite">
              {generatedNote}
            </p>
          </div>
        )}
        {failure ? <ErrorAlert error={failure} /> : null}
        {readOnly ? null : (
          <div className="app-actions">
            <Button type="submit" variant="primary" loading={busy}>
              {mode === 'create' ? m.create : m.save}
            </Button>
            <Link className="pd-button pd-button--secondary" to="/team-members">
              {m.cancel}
            </Link>
            {member && !self ? (
              member.isActive ? (
                <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                  {m.deactivate}
                </Button>
              ) : (
                <Button variant="secondary" disabled={busy} onClick={() => void toggleActive(true)}>
                  {m.reactivate}
                </Button>
              )
            ) : null}
          </div>
        )}
      </form>
      <Prompt
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={m.deactivateTitle}
        content={member ? fill(m.deactivateQuestion, { name: fullName(member) }) : null}
        buttons="YESNO"
        type="WARNING"
        loading={busy}
        onConfirm={() => void toggleActive(false)}
      />
    </section>
  );
}
