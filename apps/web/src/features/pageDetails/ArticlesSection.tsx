import { formatDate } from '@flyerdesk/domain/dates';
import { AREA_MIN_SIZE, productArticleSchema } from '@flyerdesk/domain/validation/pageDetails';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DatePicker } from '../../shared/ui/DatePicker';
import { EmptyState } from '../../shared/ui/States';
import { StyledField, StyledLabel, TextField } from '../../shared/ui/TextField';
import { isLargeEnough, type Rect } from './geometry';
import { AddProductArticleMutation, RemoveProductArticleMutation, UpdateProductArticleMutation } from './operations';
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
  StyledList,
  StyledNotice,
  StyledRow,
  StyledRowText,
  StyledSection,
  StyledSelect,
  StyledSubheading,
  toastWriteError,
} from './parts';
import { usePageDetailsWrite, type PageDetails } from './usePageDetails';

const pickDetails = (data: { details: PageDetails }) => data.details;

type Article = PageDetails['articles'][number];

type ArticleTextField = 'name' | 'brand' | 'packaging' | 'currency' | 'unit' | 'discount' | 'categories' | 'validFrom' | 'validTo';
const NUMBER_FIELDS = ['pageNumber', 'x', 'y', 'width', 'height', 'price', 'pricePerUnit', 'crossedPrice', 'mapPrice'] as const;
/** The form's values, as typed. */
type ArticleValues = Record<ArticleTextField | (typeof NUMBER_FIELDS)[number], string>;

type Editing = { id: null } | { id: string; version: number };

function text(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

function emptyValues(pageNumber: number): ArticleValues {
  return {
    name: '', brand: '', packaging: '', currency: '', unit: '', discount: '', categories: '', validFrom: '', validTo: '',
    pageNumber: String(pageNumber), x: '', y: '', width: '', height: '', price: '', pricePerUnit: '', crossedPrice: '', mapPrice: '',
  };
}

function valuesOf(article: Article): ArticleValues {
  return {
    name: article.name,
    brand: article.brand ?? '',
    packaging: article.packaging ?? '',
    currency: article.currency ?? '',
    unit: article.unit ?? '',
    discount: article.discount ?? '',
    categories: article.categories.join(', '),
    validFrom: article.validFrom ?? '',
    validTo: article.validTo ?? '',
    pageNumber: String(article.pageNumber),
    x: String(article.x),
    y: String(article.y),
    width: String(article.width),
    height: String(article.height),
    price: text(article.price),
    pricePerUnit: text(article.pricePerUnit),
    crossedPrice: text(article.crossedPrice),
    mapPrice: text(article.mapPrice),
  };
}

/** A number field's value for the schema: a number when it reads as one, null when empty, else the text (refused). */
function numberOrText(value: string): number | string | null {
  if (value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : value;
}

/** The article as the schema and the server take it. */
function candidateOf(values: ArticleValues) {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((name) => [name, numberOrText(values[name])]));
  return {
    ...numbers,
    name: values.name,
    brand: orNull(values.brand),
    packaging: orNull(values.packaging),
    currency: orNull(values.currency)?.toUpperCase() ?? null,
    unit: orNull(values.unit),
    discount: orNull(values.discount),
    categories: values.categories.split(',').map((item) => item.trim()).filter((item) => item !== ''),
    validFrom: orNull(values.validFrom),
    validTo: orNull(values.validTo),
  };
}

/**
 * Product articles of a page (spec §3 Product article, §5): name, brand, packaging, area (drawn on the
 * page image or typed), page number, prices, discount, categories and validity; the articles of the
 * page with edit (from the version shown) and remove.
 */
export function ArticlesSection({ details, replace, reload }: { details: PageDetails; replace: (details: PageDetails) => void; reload: () => void }) {
  const { t } = useTranslation('pageDetails');
  const headingId = useId();
  const pageFieldId = useId();
  const [add, adding] = usePageDetailsWrite(AddProductArticleMutation, pickDetails, replace);
  const [update, updating] = usePageDetailsWrite(UpdateProductArticleMutation, pickDetails, replace);
  const [remove] = usePageDetailsWrite(RemoveProductArticleMutation, pickDetails, replace);
  const [pageNumber, setPageNumber] = useState(details.pages[0]?.pageNumber ?? 1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<ArticleValues>(() => emptyValues(pageNumber));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [removing, setRemoving] = useState<Article | null>(null);

  const page = details.pages.find((item) => item.pageNumber === pageNumber) ?? details.pages[0];
  const articles = details.articles.filter((article) => article.pageNumber === page?.pageNumber);

  const open = (article: Article | null) => {
    setEditing(article ? { id: article.id, version: article.version } : { id: null });
    setValues(article ? valuesOf(article) : emptyValues(page?.pageNumber ?? 1));
    setErrors({});
    setStale(false);
  };
  const close = () => {
    setEditing(null);
    setErrors({});
    setStale(false);
  };
  const set = (name: keyof ArticleValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  const field = (name: keyof ArticleValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const setRect = (rect: Rect) => {
    setValues((current) => ({ ...current, x: String(rect.x), y: String(rect.y), width: String(rect.width), height: String(rect.height) }));
    setErrors((current) => ({ ...current, x: '', y: '', width: '', height: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const candidate = candidateOf(values);
    const found = schemaErrors(productArticleSchema, candidate, contextOf(details), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = productArticleSchema.cast(candidate, { context: contextOf(details) });
    try {
      if (editing.id === null) await add({ leafletId: details.leafletId, input });
      else await update({ leafletId: details.leafletId, id: editing.id, version: editing.version, input });
      toast.success(t('articles.saved'));
      close();
    } catch (error) {
      showSaveFailure(error, t, { setStale, setErrors });
    }
  };

  const takeTheirs = () => {
    reload();
    const current = editing?.id ? details.articles.find((article) => article.id === editing.id) : undefined;
    if (current) open(current);
    setStale(false);
  };

  const formRect = (() => {
    const rect = { x: Number(values.x), y: Number(values.y), width: Number(values.width), height: Number(values.height) };
    return values.x !== '' && values.width !== '' && Object.values(rect).every(Number.isFinite) ? rect : null;
  })();
  const selectedId = editing?.id ?? null;
  const shapes = articles.map((article) => ({
    id: article.id,
    rect: article.id === selectedId && formRect ? formRect : article,
    label: article.name,
    testId: `page-article-${article.id}`,
  }));
  const formPage = Number(values.pageNumber);

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('articles.heading')}</StyledHeading>
      {!page ? (
        <EmptyState message={t('noPages')} />
      ) : (
        <>
          <StyledActions>
            <StyledField>
              <StyledLabel htmlFor={pageFieldId}>{t('articles.page')}</StyledLabel>
              <StyledSelect
                id={pageFieldId}
                value={page.pageNumber}
                onChange={(event) => {
                  setPageNumber(Number(event.target.value));
                  close();
                }}
              >
                {details.pages.map((item) => (
                  <option key={item.pageNumber} value={item.pageNumber}>
                    {t('areas.pageOption', { page: item.pageNumber })}
                  </option>
                ))}
              </StyledSelect>
            </StyledField>
            <StyledButton type="button" $variant="primary" onClick={() => open(null)}>
              {t('articles.add')}
            </StyledButton>
          </StyledActions>
          <StyledWork>
            <PageCanvas
              page={page}
              label={t('areas.canvas', { page: page.pageNumber })}
              imageAlt={t('pageThumb', { page: page.pageNumber })}
              shapes={shapes}
              selectedId={selectedId}
              draft={editing?.id === null && formPage === page.pageNumber ? formRect : null}
              minSide={AREA_MIN_SIZE}
              onSelect={(id) => {
                const article = articles.find((item) => item.id === id);
                if (article) open(article);
              }}
              onDrawn={(rect) => {
                if (!isLargeEnough(rect, AREA_MIN_SIZE)) return;
                if (!editing) open(null);
                setRect(rect);
                set('pageNumber', String(page.pageNumber));
              }}
              onAdjust={(id, rect) => {
                if (editing?.id !== id) {
                  const article = articles.find((item) => item.id === id);
                  if (article) open(article);
                }
                setRect(rect);
              }}
            />
            {editing ? (
              <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="product-article-form">
                <StyledSubheading>{editing.id === null ? t('articles.newHeading') : t('articles.editHeading', { name: values.name })}</StyledSubheading>
                {stale ? (
                  <StyledNotice role="alert">
                    <span>{t('articles.conflict')}</span>
                    <StyledButton type="button" onClick={takeTheirs}>
                      {t('articles.reload')}
                    </StyledButton>
                  </StyledNotice>
                ) : null}
                <TextField {...field('name')} label={t('articles.name')} autoComplete="off" />
                <StyledFieldRow>
                  <TextField {...field('brand')} label={t('articles.brand')} autoComplete="off" />
                  <TextField {...field('packaging')} label={t('articles.packaging')} autoComplete="off" />
                </StyledFieldRow>
                <TextField {...field('pageNumber')} label={t('articles.pageNumber')} type="number" min={1} inputMode="numeric" />
                <fieldset>
                  <legend>{t('articles.area')}</legend>
                  <StyledFieldRow>
                    <TextField {...field('x')} label={t('areas.x')} type="number" min={0} inputMode="numeric" />
                    <TextField {...field('y')} label={t('areas.y')} type="number" min={0} inputMode="numeric" />
                    <TextField {...field('width')} label={t('areas.width')} type="number" min={AREA_MIN_SIZE} inputMode="numeric" />
                    <TextField {...field('height')} label={t('areas.height')} type="number" min={AREA_MIN_SIZE} inputMode="numeric" />
                  </StyledFieldRow>
                </fieldset>
                <StyledFieldRow>
                  <TextField {...field('price')} label={t('articles.price')} inputMode="decimal" />
                  <TextField {...field('currency')} label={t('articles.currency')} placeholder="PLN" autoComplete="off" />
                  <TextField {...field('pricePerUnit')} label={t('articles.pricePerUnit')} inputMode="decimal" />
                  <TextField {...field('unit')} label={t('articles.unit')} autoComplete="off" />
                  <TextField {...field('crossedPrice')} label={t('articles.crossedPrice')} inputMode="decimal" />
                  <TextField {...field('mapPrice')} label={t('articles.mapPrice')} inputMode="decimal" />
                </StyledFieldRow>
                <TextField {...field('discount')} label={t('articles.discount')} autoComplete="off" />
                <TextField {...field('categories')} label={t('articles.categories')} autoComplete="off" />
                <StyledFieldRow>
                  <DatePicker label={t('articles.validFrom')} value={values.validFrom} onChange={(value) => set('validFrom', value)} error={errors['validFrom'] || undefined} />
                  <DatePicker label={t('articles.validTo')} value={values.validTo} onChange={(value) => set('validTo', value)} error={errors['validTo'] || undefined} />
                </StyledFieldRow>
                <StyledActions>
                  <StyledButton type="submit" $variant="primary" disabled={adding || updating}>
                    {t('save')}
                  </StyledButton>
                  <StyledButton type="button" onClick={close}>
                    {t('cancel')}
                  </StyledButton>
                </StyledActions>
              </StyledForm>
            ) : null}
          </StyledWork>
          {articles.length === 0 ? (
            <EmptyState message={t('articles.empty')} />
          ) : (
            <StyledList aria-label={t('articles.heading')}>
              {articles.map((article) => (
                <StyledRow key={article.id} data-testid={`product-article-row-${article.id}`} $selected={article.id === selectedId}>
                  <StyledRowText>
                    <strong>{article.name}</strong>
                    <small>{[article.brand, article.packaging, article.price != null ? `${article.price} ${article.currency ?? ''}`.trim() : null].filter(Boolean).join(' · ')}</small>
                    {article.validFrom || article.validTo ? (
                      <small>
                        {formatDate(article.validFrom)} – {formatDate(article.validTo)}
                      </small>
                    ) : null}
                  </StyledRowText>
                  <StyledActions>
                    <StyledButton type="button" $variant="ghost" aria-label={t('articles.editOne', { name: article.name })} onClick={() => open(article)}>
                      {t('edit')}
                    </StyledButton>
                    <StyledButton type="button" $variant="ghost" aria-label={t('articles.removeOne', { name: article.name })} onClick={() => setRemoving(article)}>
                      {t('remove')}
                    </StyledButton>
                  </StyledActions>
                </StyledRow>
              ))}
            </StyledList>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={t('remove')}
        description={removing ? t('articles.confirmRemove', { name: removing.name }) : ''}
        confirmLabel={t('remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ leafletId: details.leafletId, id: removing.id });
            if (editing?.id === removing.id) close();
            toast.success(t('articles.removed'));
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
  grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  fieldset {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }

  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
