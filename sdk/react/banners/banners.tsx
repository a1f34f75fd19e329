import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import type { User } from '../../contract';
import { adoptStyles, getSharedStyleSheet } from '../../core/dom';
import { cx } from '../primitives/class-names';
import { useToast } from '../primitives/use-toast';
import { useProofdesk } from '../use-proofdesk';
import { useWidgetHost } from '../widget/use-widget-host';
import {
  type Announcement,
  announcementColors,
  loadAnnouncementSanitizer,
  sanitizeAnnouncementHtml,
} from './announcement-content';

// The banners of dashboard §2 "Banners": a scheduled downgrade with a cancel link, a pending e-mail
// verification with a resend link, a scheduled account deletion, and the announcements of
// GET /g/announcements. Exported from `proofdesk/react` so a reseller's own site shows the same
// notices as the reference portal.

export interface BannerMessages {
  /** Accessible name of the list of notices. */
  regionLabel: string;
  downgrade: string;
  cancelDowngrade: string;
  /** `{email}` is the user's address. */
  verification: string;
  resendVerification: string;
  /** `{date}` is the end of the subscription cycle, in the user's time zone. */
  deletion: string;
  /** The free-trial banner (the profile's membership.freeTrial.banner); `{days}` is freeTrialDays. */
  freeTrial: string;
  /** Its action, shown when the host passes `onChoosePlan`. */
  choosePlan: string;
  announcementsLabel: string;
  errorTitle: string;
  genericError: string;
}

export const defaultBannerMessages: BannerMessages = {
  regionLabel: 'Account notices',
  downgrade: 'You are scheduled for a downgrade on your next subscription cycle',
  cancelDowngrade: 'Cancel downgrade',
  verification:
    'We have sent a verification e-mail to {email}. Please verify your e-mail address before continuing.',
  resendVerification: 'Resend verification e-mail',
  deletion: 'You are requesting for account deletion. Your account will be deleted on {date}',
  freeTrial: 'You are on a free trial: {days} days left. Choose a plan to keep every feature afterwards.',
  choosePlan: 'Choose a plan',
  announcementsLabel: 'Announcements',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

const bannerStyles = /* css */ `
/* The theme's mode (--pd-color-scheme), where a theme is given; else the page's scheme, inherited. */
.pd-banners, .pd-banner { color-scheme: var(--pd-color-scheme); }
.pd-banners { display: flex; flex-direction: column; gap: var(--pd-space-2, 8px); margin: 0; padding: 0; list-style: none; }
.pd-banner {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--pd-space-2, 8px) var(--pd-space-3, 12px);
  padding: var(--pd-space-3, 12px) var(--pd-space-4, 16px); border-radius: var(--pd-radius-md, 8px);
  border: 1px solid var(--pd-color-border, #d1d5db);
  background: var(--pd-color-surface, #fff); color: var(--pd-color-text, #111827);
  font-size: var(--pd-font-size-sm, 14px); line-height: 1.45; overflow-wrap: anywhere;
}
.pd-banner--warning { border-inline-start: 4px solid var(--pd-color-warning, #b45309); }
.pd-banner--danger { border-inline-start: 4px solid var(--pd-color-danger, #b91c1c); }
.pd-banner--info { border-inline-start: 4px solid var(--pd-color-primary, #2563eb); }
.pd-banner-text { flex: 1 1 20ch; margin: 0; }
.pd-banner-action {
  font: inherit; font-weight: 600; color: inherit; text-decoration: underline; background: none; border: 0;
  padding: 2px 0; cursor: pointer; min-height: 24px;
}
.pd-banner-action:disabled { cursor: progress; opacity: 0.75; }
.pd-banner-action:focus-visible, .pd-announcement a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
/*
 * An announcement's own colours (dashboard §2), given as --pd-announcement-bg and -text: as they are
 * in light mode; in dark mode (light-dark(), by the scheme above) a 14 % tint of its background on the
 * mode's surface with the mode's text, the background kept as the accent stripe, as the widgets tint
 * brand colours (docs/theming.md). A browser without light-dark() keeps the light pair.
 */
.pd-banner.pd-banner--announcement {
  background: var(--pd-announcement-bg);
  color: var(--pd-announcement-text);
  border-color: var(--pd-announcement-bg);
  background: light-dark(
    var(--pd-announcement-bg),
    color-mix(in srgb, var(--pd-announcement-bg) 14%, var(--pd-color-surface, #1e293b))
  );
  color: light-dark(var(--pd-announcement-text), var(--pd-color-text, #f1f5f9));
  border-color: light-dark(var(--pd-announcement-bg), var(--pd-color-border, #475569));
  border-inline-start: 4px solid var(--pd-announcement-bg);
}
.pd-announcement { display: block; }
.pd-announcement > * { margin: 0; }
.pd-announcement > * + * { margin-top: var(--pd-space-2, 8px); }
.pd-announcement a { color: inherit; text-decoration: underline; font-weight: 600; }
.pd-announcement img { max-width: 100%; height: auto; }
`;

/** The banners' rules: in a widget's shadow root, or adopted by the document outside one. */
function useBannerStyles(): void {
  const host = useWidgetHost();
  const nonce = useProofdesk().options.nonce;
  useLayoutEffect(() => {
    if (host) {
      adoptStyles(host.root, bannerStyles, { nonce });
      return;
    }
    if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = getSharedStyleSheet(document, bannerStyles);
    if (!document.adoptedStyleSheets.includes(sheet)) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
  }, [host, nonce]);
}

export type BannerTone = 'info' | 'warning' | 'danger';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** A link-styled button after the text (cancel, resend). */
  action?: { label: string; onClick(): void; busy?: boolean };
  className?: string;
}

/** One notice: its text and, optionally, one action. A list item of `<Banners>`. */
export function Banner({ tone = 'info', children, action, className }: BannerProps) {
  useBannerStyles();
  return (
    <li className={cx('pd-banner', `pd-banner--${tone}`, className)}>
      <p className="pd-banner-text">{children}</p>
      {action && (
        <button
          type="button"
          className="pd-banner-action"
          onClick={action.onClick}
          disabled={action.busy}
          aria-busy={action.busy || undefined}
        >
          {action.label}
        </button>
      )}
    </li>
  );
}

export interface AnnouncementBannerProps {
  announcement: Announcement;
}

/**
 * One announcement: its html sanitised (no script, handler or `javascript:` link ever runs), its
 * colours applied with the text colour adjusted when the pair is below 4.5:1.
 */
export function AnnouncementBanner({ announcement }: AnnouncementBannerProps) {
  useBannerStyles();
  const html = sanitizeAnnouncementHtml(announcement.html);
  const colors = announcementColors(announcement.styles);
  // Colours through React's style prop are set from script, which a strict CSP allows; the rules
  // above paint them, in the light mode as given and in the dark mode as a tint.
  const style = colors.backgroundColor
    ? ({
        '--pd-announcement-bg': colors.backgroundColor,
        '--pd-announcement-text': colors.color,
      } as CSSProperties)
    : undefined;
  return (
    <li
      className={cx('pd-banner pd-banner--info', style && 'pd-banner--announcement')}
      style={style}
      data-contrast-adjusted={colors.adjusted || undefined}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div className="pd-announcement" dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  );
}

/** The date of the banner, in the user's time zone ('March 4, 2027'); the raw text when unreadable. */
export function formatBannerDate(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
  }
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The account banners a user's profile calls for, in the order of dashboard §2 "Banners". */
export function accountBannerKinds(
  user: Pick<User, 'isScheduledDowngrade' | 'emailIsVerified' | 'isRequestDeletion' | 'accountDeletionOn'> & {
    membership?: { freeTrial?: { banner?: boolean } } | null;
  },
): Array<'downgrade' | 'verification' | 'deletion' | 'free-trial'> {
  const kinds: Array<'downgrade' | 'verification' | 'deletion' | 'free-trial'> = [];
  if (user.isScheduledDowngrade) kinds.push('downgrade');
  if (!user.emailIsVerified) kinds.push('verification');
  if (user.isRequestDeletion && user.accountDeletionOn) kinds.push('deletion');
  if (user.membership?.freeTrial?.banner) kinds.push('free-trial');
  return kinds;
}

export interface BannersProps {
  /** The signed-in user (GET /profile). */
  user: User;
  messages?: Partial<BannerMessages>;
  /** Show the announcements of GET /g/announcements after the account banners (default true). */
  announcements?: boolean;
  /**
   * After a cancelled downgrade: the spec's "the user reloads". Default: the session reloads the
   * profile (the banner goes, the toast stays).
   */
  onReload?: () => void;
  /** The free-trial banner's action (e.g. open the plans); without it the banner is text only. */
  onChoosePlan?: () => void;
  className?: string;
}

type Busy = 'downgrade' | 'verification' | null;

/**
 * Every banner of dashboard §2 for `user`: scheduled downgrade (Cancel → PUT /package/cancel-downgrade,
 * the server's message, a reload), pending e-mail verification (Resend → PUT
 * /profile/resend-email-verification, the server's message), scheduled deletion (the cycle end date),
 * then the announcements. Nothing renders when there is nothing to say. A failed announcements call
 * is silent (§8).
 */
export function Banners({
  user,
  messages,
  announcements = true,
  onReload,
  onChoosePlan,
  className,
}: BannersProps) {
  useBannerStyles();
  const m = { ...defaultBannerMessages, ...messages };
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const items = useAnnouncements(announcements);

  const run = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    const result =
      kind === 'downgrade'
        ? await proofdesk.http.put('/package/cancel-downgrade', { csrf: 'customer-package' })
        : await proofdesk.http.put('/profile/resend-email-verification', { csrf: 'profile' });
    setBusy(null);
    if (!result.ok) {
      toast.error(result.error.message || m.genericError, { title: result.error.title || m.errorTitle });
      return;
    }
    if (result.message) toast.success(result.message);
    if (kind === 'downgrade') (onReload ?? (() => void proofdesk.session.loadProfile()))();
  };

  const kinds = accountBannerKinds(user);
  if (!kinds.length && !items.length) return null;
  return (
    <ul className={cx('pd-banners', className)} aria-label={m.regionLabel} data-testid="banners">
      {kinds.map((kind) =>
        kind === 'downgrade' ? (
          <Banner
            key={kind}
            tone="warning"
            action={{
              label: m.cancelDowngrade,
              onClick: () => void run('downgrade'),
              busy: busy === 'downgrade',
            }}
          >
            {m.downgrade}
          </Banner>
        ) : kind === 'verification' ? (
          <Banner
            key={kind}
            tone="warning"
            action={{
              label: m.resendVerification,
              onClick: () => void run('verification'),
              busy: busy === 'verification',
            }}
          >
            {fill(m.verification, { email: user.emailAddress })}
          </Banner>
        ) : kind === 'free-trial' ? (
          <Banner
            key={kind}
            tone="info"
            action={onChoosePlan ? { label: m.choosePlan, onClick: onChoosePlan } : undefined}
          >
            {fill(m.freeTrial, { days: String(user.membership?.freeTrial?.freeTrialDays ?? '') })}
          </Banner>
        ) : (
          <Banner key={kind} tone="danger">
            {fill(m.deletion, {
              date: formatBannerDate(user.accountDeletionOn ?? '', user.timeZone?.value),
            })}
          </Banner>
        ),
      )}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: announcements carry no id (dashboard §3)
        <AnnouncementBanner key={index} announcement={item} />
      ))}
    </ul>
  );
}

/** GET /g/announcements once per mount; any failure leaves the list empty (§8: silent). */
export function useAnnouncements(enabled = true): Announcement[] {
  const proofdesk = useProofdesk();
  const [items, setItems] = useState<Announcement[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    proofdesk.http
      .get<Announcement[]>('/g/announcements')
      .then(async (result) => {
        if (!result.ok || !Array.isArray(result.data)) return;
        const shown = result.data.filter((item) => item && typeof item.html === 'string');
        // The sanitiser first (a chunk of its own): an announcement is shown sanitised or not at all.
        if (shown.length > 0) await loadAnnouncementSanitizer();
        if (live) setItems(shown);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [proofdesk, enabled]);
  return items;
}
