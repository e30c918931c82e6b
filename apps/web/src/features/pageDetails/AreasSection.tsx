import { AREA_MIN_SIZE, pageAreaSchema } from '@flyerdesk/domain/validation/pageDetails';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { EmptyState } from '../../shared/ui/States';
import { StyledField, StyledLabel, TextField } from '../../shared/ui/TextField';
import { isLargeEnough, type Rect } from './geometry';
import { AddPageAreaMutation, LoadPageAreasFromPdfMutation, RemovePageAreaMutation, UpdatePageAreaMutation } from './operations';
import { PageCanvas } from './PageCanvas';
import {
  contextOf,
  orNull,
  schemaErrors,
  showSaveFailure,
  StyledActions,
  StyledFieldRow,
  StyledForm,
  StyledHeading,
  StyledHelp,
  StyledNotice,
  StyledSection,
  StyledSelect,
  StyledSubheading,
  toastWriteError,
} from './parts';
import { usePageDetailsWrite, type PageDetails } from './usePageDetails';

const pickDetails = (data: { details: PageDetails }) => data.details;
const pickLoaded = (data: { loaded: { details: PageDetails } }) => data.loaded.details;

type Area = PageDetails['areas'][number];

interface AreaValues {
  x: string;
  y: string;
  width: string;
  height: string;
  link: string;
  color: string;
  affiliation: string;
  urlParams: string;
}

/** What the form edits: a drawn area not saved yet, or a saved one from the version it started from. */
type Editing = { id: null } | { id: string; version: number };

function rectValues(rect: Rect): Pick<AreaValues, 'x' | 'y' | 'width' | 'height'> {
  return { x: String(rect.x), y: String(rect.y), width: String(rect.width), height: String(rect.height) };
}

function valuesOf(area: Area): AreaValues {
  return { ...rectValues(area), link: area.link, color: area.color ?? '', affiliation: area.affiliation ?? '', urlParams: area.urlParams ?? '' };
}

function rectOf(values: AreaValues): Rect | null {
  const rect = { x: Number(values.x), y: Number(values.y), width: Number(values.width), height: Number(values.height) };
  return Object.values(rect).every((value) => Number.isFinite(value)) && values.x !== '' && values.width !== '' ? rect : null;
}

/** Text of a number field: a number when it reads as one, else the text (the schema words it). */
function numberOrText(text: string): number | string | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/**
 * Clickable areas of a page (spec §3 Page redirect areas, §5): drawn with the mouse on the page image
 * (at least 5 × 5 px), then given a link, colour, affiliation and extra URL parameters; a selected area
 * moves and resizes with the keyboard and is saved from the version it started from; removed; and
 * "Load links from PDF" adds one area per link annotation of the leaflet's PDF.
 */
export function AreasSection({ details, replace, reload }: { details: PageDetails; replace: (details: PageDetails) => void; reload: () => void }) {
  const { t } = useTranslation('pageDetails');
  const headingId = useId();
  const pageFieldId = useId();
  const [add, adding] = usePageDetailsWrite(AddPageAreaMutation, pickDetails, replace);
  const [update, updating] = usePageDetailsWrite(UpdatePageAreaMutation, pickDetails, replace);
  const [remove] = usePageDetailsWrite(RemovePageAreaMutation, pickDetails, replace);
  const [loadPdf, loadingPdf] = usePageDetailsWrite(LoadPageAreasFromPdfMutation, pickLoaded, replace);
  const [pageNumber, setPageNumber] = useState(details.pages[0]?.pageNumber ?? 1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<AreaValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tooSmall, setTooSmall] = useState(false);
  const [stale, setStale] = useState(false);
  const [removing, setRemoving] = useState<Area | null>(null);

  const page = details.pages.find((item) => item.pageNumber === pageNumber) ?? details.pages[0];
  const areas = details.areas.filter((area) => area.pageNumber === page?.pageNumber);
  const selectedId = editing?.id ?? null;

  const close = () => {
    setEditing(null);
    setValues(null);
    setErrors({});
    setStale(false);
  };
  const select = (id: string) => {
    const area = areas.find((item) => item.id === id);
    if (!area) return;
    setEditing({ id: area.id, version: area.version });
    setValues(valuesOf(area));
    setErrors({});
    setStale(false);
    setTooSmall(false);
  };
  const drawn = (rect: Rect) => {
    if (!isLargeEnough(rect, AREA_MIN_SIZE)) {
      setTooSmall(true);
      return;
    }
    setTooSmall(false);
    setEditing({ id: null });
    setValues({ ...rectValues(rect), link: '', color: '', affiliation: '', urlParams: '' });
    setErrors({});
    setStale(false);
  };
  const adjust = (id: string, rect: Rect) => {
    if (editing?.id !== id) {
      const area = areas.find((item) => item.id === id);
      if (!area) return;
      setEditing({ id: area.id, version: area.version });
      setValues({ ...valuesOf(area), ...rectValues(rect) });
    } else {
      setValues((current) => (current ? { ...current, ...rectValues(rect) } : current));
    }
  };
  const field = (name: keyof AreaValues) => ({
    name,
    value: values?.[name] ?? '',
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => (current ? { ...current, [name]: event.target.value } : current));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !editing || !page) return;
    const candidate = {
      pageNumber: page.pageNumber,
      x: numberOrText(values.x),
      y: numberOrText(values.y),
      width: numberOrText(values.width),
      height: numberOrText(values.height),
      link: values.link,
      color: orNull(values.color),
      affiliation: orNull(values.affiliation),
      urlParams: orNull(values.urlParams),
    };
    const found = schemaErrors(pageAreaSchema, candidate, contextOf(details), t);
    setErrors(found);
    const rect = rectOf(values);
    if (Object.keys(found).length > 0 || !rect) return;
    const input = { pageNumber: page.pageNumber, ...rect, link: values.link.trim(), color: candidate.color, affiliation: candidate.affiliation, urlParams: candidate.urlParams };
    try {
      if (editing.id === null) await add({ leafletId: details.leafletId, input });
      else await update({ leafletId: details.leafletId, id: editing.id, version: editing.version, input });
      toast.success(t('areas.saved'));
      close();
    } catch (error) {
      showSaveFailure(error, t, { setStale, setErrors });
    }
  };

  const takeTheirs = () => {
    reload();
    const current = editing?.id ? details.areas.find((area) => area.id === editing.id) : undefined;
    if (current) {
      setEditing({ id: current.id, version: current.version });
      setValues(valuesOf(current));
    }
    setStale(false);
  };

  const loadLinks = async () => {
    try {
      const data = await loadPdf({ leafletId: details.leafletId });
      toast.success(t('areas.loaded', { count: data.loaded.loaded }));
    } catch {
      toast.error(t('areas.loadFailed'));
    }
  };

  const shownRect = values ? rectOf(values) : null;
  const shapes = areas.map((area) => ({
    id: area.id,
    rect: area.id === selectedId && shownRect ? shownRect : area,
    label: t('areas.areaLabel', { link: area.link }),
    color: area.color,
    testId: `page-area-${area.id}`,
  }));

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('areas.heading')}</StyledHeading>
      <StyledActions>
        <StyledButton type="button" onClick={() => void loadLinks()} disabled={loadingPdf} data-testid="load-pdf-links">
          {t('areas.loadPdf')}
        </StyledButton>
      </StyledActions>
      {!page ? (
        <EmptyState message={t('noPages')} />
      ) : (
        <>
          <StyledField>
            <StyledLabel htmlFor={pageFieldId}>{t('areas.page')}</StyledLabel>
            <StyledSelect
              id={pageFieldId}
              value={page.pageNumber}
              onChange={(event) => {
                setPageNumber(Number(event.target.value));
                close();
                setTooSmall(false);
              }}
            >
              {details.pages.map((item) => (
                <option key={item.pageNumber} value={item.pageNumber}>
                  {t('areas.pageOption', { page: item.pageNumber })}
                </option>
              ))}
            </StyledSelect>
          </StyledField>
          <StyledHelp id={`${headingId}-help`}>{t('areas.help')}</StyledHelp>
          {tooSmall ? (
            <StyledNotice role="alert" data-testid="page-area-too-small">
              {t('validation.areaMinSize', { ns: 'validation', min: AREA_MIN_SIZE })}
            </StyledNotice>
          ) : null}
          <StyledWork>
            <div>
              <PageCanvas
                page={page}
                label={t('areas.canvas', { page: page.pageNumber })}
                imageAlt={t('pageThumb', { page: page.pageNumber })}
                shapes={shapes}
                selectedId={selectedId}
                draft={editing?.id === null ? shownRect : null}
                minSide={AREA_MIN_SIZE}
                onSelect={select}
                onDrawn={drawn}
                onAdjust={adjust}
              />
              {areas.length === 0 ? <EmptyState message={t('areas.empty')} /> : null}
            </div>
            {values && editing ? (
              <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="page-area-form">
                <StyledSubheading>
                  {editing.id === null ? t('areas.newHeading') : t('areas.editHeading', { x: values.x, y: values.y, width: values.width, height: values.height })}
                </StyledSubheading>
                {stale ? (
                  <StyledNotice role="alert">
                    <span>{t('areas.conflict')}</span>
                    <StyledButton type="button" onClick={takeTheirs}>
                      {t('areas.reload')}
                    </StyledButton>
                  </StyledNotice>
                ) : null}
                <TextField {...field('link')} label={t('areas.link')} type="url" inputMode="url" />
                <StyledFieldRow>
                  <TextField {...field('color')} label={t('areas.color')} placeholder="#ff0000" autoComplete="off" />
                  <TextField {...field('affiliation')} label={t('areas.affiliation')} autoComplete="off" />
                </StyledFieldRow>
                <TextField {...field('urlParams')} label={t('areas.urlParams')} placeholder="utm_source=app" autoComplete="off" />
                <StyledFieldRow>
                  <TextField {...field('x')} label={t('areas.x')} type="number" min={0} inputMode="numeric" />
                  <TextField {...field('y')} label={t('areas.y')} type="number" min={0} inputMode="numeric" />
                  <TextField {...field('width')} label={t('areas.width')} type="number" min={AREA_MIN_SIZE} inputMode="numeric" />
                  <TextField {...field('height')} label={t('areas.height')} type="number" min={AREA_MIN_SIZE} inputMode="numeric" />
                </StyledFieldRow>
                <StyledActions>
                  <StyledButton type="submit" $variant="primary" disabled={adding || updating}>
                    {t('save')}
                  </StyledButton>
                  <StyledButton type="button" onClick={close}>
                    {t('cancel')}
                  </StyledButton>
                  {editing.id !== null ? (
                    <StyledButton
                      type="button"
                      $variant="ghost"
                      onClick={() => setRemoving(details.areas.find((area) => area.id === editing.id) ?? null)}
                    >
                      {t('remove')}
                    </StyledButton>
                  ) : null}
                </StyledActions>
              </StyledForm>
            ) : null}
          </StyledWork>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('remove')}
        description={removing ? t('areas.areaLabel', { link: removing.link }) : ''}
        confirmLabel={t('remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ leafletId: details.leafletId, id: removing.id });
            close();
            toast.success(t('areas.removed'));
          } catch (error) {
            toastWriteError(error, t);
          }
        }}
      />
    </StyledSection>
  );
}

const StyledWork = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 24rem);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
