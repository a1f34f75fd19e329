import type { User } from 'proofdesk';
import type { ProfileDetails, User as UserData } from 'proofdesk/contract';
import { Avatar, Select, Spinner, TextField, useProofdesk, useStore } from 'proofdesk/react';
import { can, Subject, validatePassword, validatePhoneLike, validateRequired } from 'proofdesk/rules';
import { Upload } from 'proofdesk/upload';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useWidgetTheme } from '../lib/color-scheme';
import { ErrorAlert } from '../lib/error-alert';
import { profileMessages as m } from './messages';
import { timeZoneOptions } from './time-zones';
import { useRead, useSend } from './use-profile-api';

type Personal = ProfileDetails['personal'] & ProfileDetails['contact'];
type Company = NonNullable<ProfileDetails['company']>;
type Errors = Record<string, string | null>;

/** The company section's anchor: the shell's profile gate links owners here (shell/prompts/messages.ts). */
const CLIENT_PROFILE_ID = 'client-profile';

const hasErrors = (errors: Errors) => Object.values(errors).some(Boolean);

export function Loading() {
  return (
    <div className="app-center" role="status" aria-live="polite">
      <Spinner />
      <span className="app-sr-only">{m.loading}</span>
    </div>
  );
}

/**
 * /profile (issue 26): the personal, contact and company sections (all mandatory, dashboard §5),
 * the avatar through the signed upload flow, and the password change. Saving completes the profile
 * (the shell's 'Welcome to Dashboard!' modal goes); an owner whose company details are missing is
 * taken on to them.
 */
export default function ProfileScreen() {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  const { load } = useRead<ProfileDetails>('/profile/details');
  return (
    <div className="profile-page">
      <h1>{m.profileTitle}</h1>
      {!user || load.status === 'loading' ? <Loading /> : null}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {user && load.status === 'ready' && <ProfileSections user={user} details={load.data} />}
    </div>
  );
}

function ProfileSections({ user, details }: { user: User; details: ProfileDetails }) {
  const companyHeading = useRef<HTMLHeadingElement>(null);
  const [companyNext, setCompanyNext] = useState(false);
  const { hash } = useLocation();
  // The shell's profile gate sends an owner whose client profile is incomplete to
  // /profile#client-profile: land on that section, focused, as a save would.
  useEffect(() => {
    if (hash !== `#${CLIENT_PROFILE_ID}`) return;
    companyHeading.current?.scrollIntoView({ block: 'start' });
    companyHeading.current?.focus();
  }, [hash]);
  const onSaved = (saved: UserData) => {
    // "For owners, leads on to the client profile section when that is incomplete."
    if (details.canEditCompany && !saved.isClientProfileComplete) {
      setCompanyNext(true);
      companyHeading.current?.scrollIntoView({ block: 'start' });
      companyHeading.current?.focus();
    }
  };
  return (
    <>
      {!user.isProfileComplete && (
        <p className="profile-note" role="note">
          {m.incomplete}
        </p>
      )}
      <AvatarSection user={user} />
      <PersonalForm details={details} onSaved={onSaved} />
      {details.company && (
        <CompanySection
          company={details.company}
          editable={details.canEditCompany && can(user, 'update', Subject.COMPANY_INFO)}
          headingRef={companyHeading}
          next={companyNext || (details.canEditCompany && !user.isClientProfileComplete)}
        />
      )}
      <PasswordForm />
    </>
  );
}

function AvatarSection({ user }: { user: User }) {
  const theme = useWidgetTheme();
  const target = useMemo(() => ({ kind: 'avatar' as const }), []);
  const messages = useMemo(() => ({ zoneLabel: m.avatarZone }), []);
  const proofdesk = useProofdesk();
  const name = `${user.firstname} ${user.lastname}`.trim();
  return (
    <section className="app-card profile-card" aria-labelledby="profile-avatar-title">
      <h2 id="profile-avatar-title">{m.avatarTitle}</h2>
      <div className="profile-avatar-row">
        <Avatar src={user.avatar} name={name} size="lg" />
        <div className="profile-avatar-upload">
          <p className="profile-muted">{m.avatarHint}</p>
          <Upload
            theme={theme}
            orderId="profile"
            target={target}
            messages={messages}
            compact
            onUploaded={() => void proofdesk.session.loadProfile()}
          />
        </div>
      </div>
    </section>
  );
}

function checkPersonal(values: Personal): Errors {
  return {
    firstname: validateRequired(values.firstname),
    lastname: validateRequired(values.lastname),
    jobTitle: validateRequired(values.jobTitle),
    timeZone: validateRequired(values.timeZone),
    phone: validatePhoneLike(values.phone, { required: true }),
    address: validateRequired(values.address),
    city: validateRequired(values.city),
    country: validateRequired(values.country),
  };
}

function PersonalForm({ details, onSaved }: { details: ProfileDetails; onSaved: (user: UserData) => void }) {
  // The draft is the form's own: a refused save keeps every value as typed.
  const [values, setValues] = useState<Personal>({ ...details.personal, ...details.contact });
  const [errors, setErrors] = useState<Errors>({});
  const { send, busy } = useSend();
  const zones = useMemo(() => timeZoneOptions(details.personal.timeZone), [details.personal.timeZone]);
  const set = (patch: Partial<Personal>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPersonal(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const { avatar: _avatar, ...body } = values;
    const result = await send<UserData>('PUT', '/profile', 'profile', body);
    if (!result.ok) setErrors(result.fields);
    else onSaved(result.data);
  };
  const field = (key: keyof Personal, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      required
      value={values[key] ?? ''}
      onChange={(event) => set({ [key]: event.target.value })}
      error={errors[key] ?? undefined}
      {...extra}
    />
  );
  return (
    <form
      className="app-card profile-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-personal-title"
    >
      <h2 id="profile-personal-title">{m.personalTitle}</h2>
      <div className="profile-grid">
        {field('firstname', m.firstname, { autoComplete: 'given-name', maxLength: 100 })}
        {field('lastname', m.lastname, { autoComplete: 'family-name', maxLength: 100 })}
        {field('jobTitle', m.jobTitle, { autoComplete: 'organization-title', maxLength: 100 })}
        <Select
          label={m.timeZone}
          required
          options={zones}
          placeholder={m.timeZoneChoose}
          value={values.timeZone}
          onChange={(event) => set({ timeZone: event.target.value })}
          error={errors.timeZone ?? undefined}
        />
      </div>
      <h2 className="profile-subtitle">{m.contactTitle}</h2>
      <div className="profile-grid">
        {field('phone', m.phone, { type: 'tel', autoComplete: 'tel', hint: m.phoneHint, maxLength: 40 })}
        {field('address', m.address, { autoComplete: 'street-address', maxLength: 200 })}
        {field('city', m.city, { autoComplete: 'address-level2', maxLength: 100 })}
        {field('country', m.country, { autoComplete: 'country-name', maxLength: 100 })}
      </div>
      <div className="profile-actions">
        <button type="submit" className="pd-button pd-button--primary" disabled={busy}>
          {busy ? m.saving : m.save}
        </button>
      </div>
    </form>
  );
}

function CompanySection({
  company,
  editable,
  headingRef,
  next,
}: {
  company: Company;
  editable: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  next: boolean;
}) {
  const [values, setValues] = useState<Company>(company);
  const [errors, setErrors] = useState<Errors>({});
  const { send, busy } = useSend();
  const set = (patch: Partial<Company>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      companyName: validateRequired(values.companyName),
      phone: validatePhoneLike(values.phone, { required: true }),
      address: validateRequired(values.address),
      website: validateRequired(values.website),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await send('PUT', '/r/profile', 'customer-profile', values);
    if (!result.ok) setErrors(result.fields);
  };
  const field = (key: keyof Company, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      required
      value={values[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={errors[key] ?? undefined}
      readOnly={!editable}
      {...extra}
    />
  );
  return (
    <form
      id={CLIENT_PROFILE_ID}
      className="app-card profile-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-company-title"
    >
      <h2 id="profile-company-title" ref={headingRef} tabIndex={-1}>
        {m.companyTitle}
      </h2>
      {editable && next && (
        <p className="profile-note" role="status">
          {m.companyNext}
        </p>
      )}
      {!editable && <p className="profile-muted">{m.companyReadOnly}</p>}
      <div className="profile-grid">
        {field('companyName', m.companyName, { autoComplete: 'organization', maxLength: 100 })}
        {field('phone', m.companyPhone, { type: 'tel', hint: m.phoneHint, maxLength: 40 })}
        {field('address', m.companyAddress, { maxLength: 200 })}
        {field('website', m.website, { type: 'url', autoComplete: 'url', maxLength: 200 })}
      </div>
      {editable && (
        <div className="profile-actions">
          <button type="submit" className="pd-button pd-button--primary" disabled={busy}>
            {busy ? m.saving : m.saveCompany}
          </button>
        </div>
      )}
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const { send, busy } = useSend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      currentPassword: values.currentPassword ? null : validateRequired(''),
      newPassword: validatePassword(values.newPassword),
      confirmPassword: values.confirmPassword
        ? values.confirmPassword === values.newPassword
          ? null
          : m.passwordMismatch
        : validateRequired(''),
    };
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    const result = await send('PUT', '/profile/password', 'profile', values);
    if (result.ok) setValues(EMPTY_PASSWORDS);
    else {
      setErrors(result.fields);
      if (Object.keys(result.fields).length > 0) setFailure(result.error);
    }
  };
  const field = (key: keyof typeof EMPTY_PASSWORDS, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      maxLength={200}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      error={errors[key] ?? undefined}
      hint={hint}
    />
  );
  return (
    <form
      className="app-card profile-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-password-title"
    >
      <h2 id="profile-password-title">{m.passwordTitle}</h2>
      {failure && <ErrorAlert error={failure} />}
      <div className="profile-grid">
        {field('currentPassword', m.currentPassword, 'current-password')}
        {field('newPassword', m.newPassword, 'new-password', m.passwordHint)}
        {field('confirmPassword', m.confirmPassword, 'new-password')}
      </div>
      <div className="profile-actions">
        <button type="submit" className="pd-button pd-button--secondary" disabled={busy}>
          {busy ? m.saving : m.changePassword}
        </button>
      </div>
    </form>
  );
}
