import { isJobKind } from '@flyerdesk/domain/jobs';
import type { TFunction } from 'i18next';
import type { ActivityEntryRowFragment } from '../../__generated__/graphql';
import { dateFieldLocale } from '../../shared/ui/DatePicker';
import { detailsOf, typedUsername } from './activityFilter';

/** How the activity log words its entries (namespace 'logs'): who, what, the entity and the time. */

type Entry = ActivityEntryRowFragment;

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment to the second in the interface's language (dd.MM.yyyy, HH:mm:ss in each of them, spec §9). */
export function formatLogTime(at: string, language: string | undefined): string {
  const locale = dateFieldLocale(language);
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(locale, format);
  }
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format.format(date);
}

export interface Who {
  name: string;
  /** Not a username: the system, or a username nobody typed. */
  placeholder: boolean;
}

/** Who did it: the author; the username a failed sign-in typed; else the system. */
export function whoOf(entry: Entry, t: TFunction): Who {
  if (entry.kind === 'SIGN_IN_FAILED') {
    const typed = typedUsername(entry);
    return typed ? { name: typed, placeholder: false } : { name: t('who.unknown'), placeholder: true };
  }
  return entry.actor ? { name: entry.actor, placeholder: false } : { name: t('who.system'), placeholder: true };
}

function text(details: Record<string, unknown>, key: string): string | undefined {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function count(details: Record<string, unknown>, key: string): number {
  const value = details[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function recordSentence(entry: Entry, t: TFunction): string {
  const entity = t(`entityObject.${entry.resource}`);
  const what = entry.action ? t(`record.${entry.action}`, { entity }) : t('record.unknown', { entity });
  return entry.action === 'UPDATED' && entry.summary.length > 0 ? t('record.withFields', { what, fields: entry.summary.join(', ') }) : what;
}

function failedSignIn(entry: Entry, details: Record<string, unknown>, t: TFunction): string {
  const reason = text(details, 'reason');
  // A refused username that names nobody: the log keeps no user for it.
  if (reason === 'BAD_CREDENTIALS' && entry.recordId == null) return t('event.signInFailed.UNKNOWN_USER');
  return reason === 'BAD_CREDENTIALS' || reason === 'USER_DISABLED' ? t(`event.signInFailed.${reason}`) : t('event.signInFailed.generic');
}

function jobStarted(details: Record<string, unknown>, t: TFunction, language: string | undefined): string {
  const kind = text(details, 'jobKind');
  const job = kind && isJobKind(kind) ? t(`jobKind.${kind}`) : (kind ?? '?');
  const runAt = text(details, 'runAt');
  return runAt ? t('event.jobPlanned', { job, at: formatLogTime(runAt, language) }) : t('event.jobStarted', { job });
}

export interface What {
  sentence: string;
  /** A detail shown under it (where a sign-in came from). */
  note?: string;
}

/** What happened, as a sentence of its kind. */
export function whatOf(entry: Entry, t: TFunction, language: string | undefined): What {
  const details = detailsOf(entry);
  const address = text(details, 'address');
  const note = address ? { note: t('event.address', { address }) } : {};
  switch (entry.kind) {
    case 'RECORD':
      return { sentence: recordSentence(entry, t) };
    case 'SIGNED_IN':
      return { sentence: t('event.signedIn'), ...note };
    case 'SIGN_IN_FAILED':
      return { sentence: failedSignIn(entry, details, t), ...note };
    case 'SIGNED_OUT': {
      const sessions = text(details, 'sessions');
      return { sentence: sessions === 'ALL' || sessions === 'THIS' ? t(`event.signedOut.${sessions}`) : t('event.signedOut.generic') };
    }
    case 'JOB_STARTED':
      return { sentence: jobStarted(details, t, language) };
    case 'FEED_PUBLISHED':
      return { sentence: t('event.feedPublished', { activated: count(details, 'activated'), deactivated: count(details, 'deactivated') }) };
    default:
      return { sentence: entry.kind };
  }
}

/** The first characters of a long id (the whole id is the cell's title). */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}
