import { formatPagePositions, parsePagePositions } from '@flyerdesk/domain/pagePositions';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { maxPagePosition, pageRedirectSchema } from '@flyerdesk/domain/validation/pageDetails';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { EmptyState } from '../../shared/ui/States';
import { TextField } from '../../shared/ui/TextField';
import { AddPageRedirectMutation, RemovePageRedirectMutation, UpdatePageRedirectMutation } from './operations';
import {
  contextOf,
  orNull,
  schemaErrors,
  showSaveFailure,
  StyledActions,
  StyledFieldRow,
  StyledForm,
  StyledHeading,
  StyledList,
  StyledNotice,
  StyledRow,
  StyledRowText,
  StyledSection,
  StyledSubheading,
  toastWriteError,
} from './parts';
import { usePageDetailsWrite, type PageDetails } from './usePageDetails';

const pickDetails = (data: { details: PageDetails }) => data.details;

type Redirect = PageDetails['redirects'][number];

interface RedirectValues {
  positions: string;
  description: string;
  longUrl: string;
  redirectUrl: string;
  thumbnailTrackingUrl: string;
}

const EMPTY: RedirectValues = { positions: '', description: '', longUrl: '', redirectUrl: '', thumbnailTrackingUrl: '' };

function valuesOf(redirect: Redirect): RedirectValues {
  return {
    positions: redirect.positionsText,
    description: redirect.description ?? '',
    longUrl: redirect.longUrl ?? '',
    redirectUrl: redirect.redirectUrl ?? '',
    thumbnailTrackingUrl: redirect.thumbnailTrackingUrl ?? '',
  };
}

/** What is being edited: a new redirect, or one redirect from the version the edit started from. */
type Editing = { id: null } | { id: string; version: number };

/**
 * Page redirects (spec §3 Page redirect): pages (1 … pageCount), description and links; add, edit
 * from the version shown (a stale save shows a notice: someone changed the redirect, reload takes
 * their version into the form) and remove.
 */
export function RedirectsSection({ details, replace, reload }: { details: PageDetails; replace: (details: PageDetails) => void; reload: () => void }) {
  const { t } = useTranslation('pageDetails');
  const headingId = useId();
  const [add, adding] = usePageDetailsWrite(AddPageRedirectMutation, pickDetails, replace);
  const [update, updating] = usePageDetailsWrite(UpdatePageRedirectMutation, pickDetails, replace);
  const [remove] = usePageDetailsWrite(RemovePageRedirectMutation, pickDetails, replace);
  const [editing, setEditing] = useState<Editing>({ id: null });
  const [values, setValues] = useState<RedirectValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [removing, setRemoving] = useState<Redirect | null>(null);
  const max = maxPagePosition('redirect', details.pageCount);

  const field = (name: keyof RedirectValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  const startEdit = (redirect: Redirect) => {
    setEditing({ id: redirect.id, version: redirect.version });
    setValues(valuesOf(redirect));
    setErrors({});
    setStale(false);
  };
  const stopEdit = () => {
    setEditing({ id: null });
    setValues(EMPTY);
    setErrors({});
    setStale(false);
  };
  const current = editing.id === null ? undefined : details.redirects.find((redirect) => redirect.id === editing.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(pageRedirectSchema, values, contextOf(details), t);
    setErrors(found);
    const parsed = parsePagePositions(values.positions, max);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    const input = {
      positions: formatPagePositions(parsed.positions),
      description: orNull(values.description),
      longUrl: orNull(values.longUrl),
      redirectUrl: orNull(values.redirectUrl),
      thumbnailTrackingUrl: orNull(values.thumbnailTrackingUrl),
    };
    try {
      if (editing.id === null) await add({ leafletId: details.leafletId, input });
      else await update({ leafletId: details.leafletId, id: editing.id, version: editing.version, input });
      toast.success(t('redirects.saved'));
      stopEdit();
    } catch (error) {
      showSaveFailure(error, t, { setStale, setErrors });
    }
  };

  const takeTheirs = () => {
    reload();
    if (current) {
      setEditing({ id: current.id, version: current.version });
      setValues(valuesOf(current));
    }
    setStale(false);
  };

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('redirects.heading')}</StyledHeading>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="page-redirect-form">
        <StyledSubheading>
          {editing.id === null ? t('redirects.newHeading') : t('redirects.editHeading', { positions: current?.positionsText ?? values.positions })}
        </StyledSubheading>
        {stale ? (
          <StyledNotice role="alert" data-testid="page-redirect-conflict">
            <span>{current?.updatedBy ? t('redirects.conflict', { actor: current.updatedBy }) : t('redirects.conflictBySomeone')}</span>
            <StyledButton type="button" onClick={takeTheirs}>
              {t('redirects.reload')}
            </StyledButton>
          </StyledNotice>
        ) : null}
        <TextField {...field('positions')} label={t('redirects.positions')} placeholder={t('positions.hint', { max })} autoComplete="off" />
        <TextField {...field('description')} label={t('redirects.description')} autoComplete="off" />
        <StyledFieldRow>
          <TextField {...field('redirectUrl')} label={t('redirects.redirectUrl')} type="url" inputMode="url" />
          <TextField {...field('longUrl')} label={t('redirects.longUrl')} type="url" inputMode="url" />
        </StyledFieldRow>
        <TextField {...field('thumbnailTrackingUrl')} label={t('redirects.thumbnailTrackingUrl')} type="url" inputMode="url" />
        <StyledActions>
          <StyledButton type="submit" $variant="primary" disabled={adding || updating}>
            {editing.id === null ? t('add') : t('save')}
          </StyledButton>
          {editing.id === null ? null : (
            <StyledButton type="button" onClick={stopEdit}>
              {t('cancel')}
            </StyledButton>
          )}
        </StyledActions>
      </StyledForm>
      {details.redirects.length === 0 ? (
        <EmptyState message={t('redirects.empty')} />
      ) : (
        <StyledList aria-label={t('redirects.heading')}>
          {details.redirects.map((redirect) => (
            <StyledRow key={redirect.id} data-testid={`page-redirect-row-${redirect.id}`} $selected={redirect.id === editing.id}>
              <StyledRowText>
                <strong>{t('redirects.pages', { positions: redirect.positionsText })}</strong>
                {redirect.description ? <span>{redirect.description}</span> : null}
                <small>{redirect.redirectUrl ?? t('empty')}</small>
                {redirect.platformLinks.map((link) => (
                  <small key={link.platform}>{t('redirects.platformLink', { platform: formatPlatformName(link.platform), url: link.url })}</small>
                ))}
              </StyledRowText>
              <StyledActions>
                <StyledButton
                  type="button"
                  $variant="ghost"
                  aria-label={t('redirects.editOne', { positions: redirect.positionsText })}
                  onClick={() => startEdit(redirect)}
                >
                  {t('edit')}
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="ghost"
                  aria-label={t('redirects.removeOne', { positions: redirect.positionsText })}
                  onClick={() => setRemoving(redirect)}
                >
                  {t('remove')}
                </StyledButton>
              </StyledActions>
            </StyledRow>
          ))}
        </StyledList>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('remove')}
        description={removing ? t('redirects.confirmRemove', { positions: removing.positionsText }) : ''}
        confirmLabel={t('remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ leafletId: details.leafletId, id: removing.id });
            if (editing.id === removing.id) stopEdit();
            toast.success(t('redirects.removed'));
          } catch (error) {
            toastWriteError(error, t);
          }
        }}
      />
    </StyledSection>
  );
}
