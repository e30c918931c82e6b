import { formatPagePositions, parsePagePositions } from '@flyerdesk/domain/pagePositions';
import { bulkLinkSchema, maxPagePosition } from '@flyerdesk/domain/validation/pageDetails';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { ApplyBulkLinkMutation } from './operations';
import { contextOf, orNull, refusedFields, schemaErrors, StyledActions, StyledForm, StyledHeading, StyledHelp, StyledSection, toastWriteError } from './parts';
import { usePageDetailsWrite, type PageDetails } from './usePageDetails';

const pickDetails = (data: { details: PageDetails }) => data.details;

interface BulkValues {
  positions: string;
  redirectUrl: string;
  longUrl: string;
}

const EMPTY: BulkValues = { positions: '', redirectUrl: '', longUrl: '' };

/** Bulk links: one link given to many pages at once, each page getting a redirect of its own. */
export function BulkLinkSection({ details, replace }: { details: PageDetails; replace: (details: PageDetails) => void }) {
  const { t } = useTranslation('pageDetails');
  const headingId = useId();
  const [apply, applying] = usePageDetailsWrite(ApplyBulkLinkMutation, pickDetails, replace);
  const [values, setValues] = useState<BulkValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const max = maxPagePosition('redirect', details.pageCount);

  const field = (name: keyof BulkValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(bulkLinkSchema, values, contextOf(details), t);
    setErrors(found);
    const parsed = parsePagePositions(values.positions, max);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    const positions = formatPagePositions(parsed.positions);
    try {
      await apply({ leafletId: details.leafletId, input: { positions, redirectUrl: values.redirectUrl.trim(), longUrl: orNull(values.longUrl) } });
      toast.success(t('bulk.applied', { positions }));
      setValues(EMPTY);
    } catch (error) {
      const refused = refusedFields(error, t);
      if (Object.keys(refused).length > 0) setErrors(refused);
      else toastWriteError(error, t);
    }
  };

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('bulk.heading')}</StyledHeading>
      <StyledHelp>{t('bulk.help')}</StyledHelp>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="page-bulk-link-form">
        <TextField {...field('positions')} label={t('bulk.positions')} placeholder={t('positions.hint', { max })} autoComplete="off" />
        <TextField {...field('redirectUrl')} label={t('bulk.redirectUrl')} type="url" inputMode="url" />
        <TextField {...field('longUrl')} label={t('bulk.longUrl')} type="url" inputMode="url" />
        <StyledActions>
          <StyledButton type="submit" $variant="primary" disabled={applying}>
            {t('bulk.submit')}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </StyledSection>
  );
}
