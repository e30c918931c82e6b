import { isRecipeComplexity, isRecipeType, tagsOf } from '@flyerdesk/domain/recipes';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { ThemeProvider, useTheme } from 'styled-components';
import { darkTheme, lightTheme } from '../../shared/theme/theme';
import { imageUrl, shoppingListHref } from './recipeLinks';
import type { RecipeValues } from './recipesResource';
import { useRecipeTexts } from './useRecipeTexts';

/** How many dots each complexity fills (of three). */
const COMPLEXITY_DOTS = { EASY: 1, MEDIUM: 2, HARD: 3 } as const;

function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The recipe as the app shows it, while it is typed: cover, dish type, title, cook, time, servings,
 * complexity, tags, the numbered steps with their pictures and the shopping list link. The preview has
 * its own light and dark theme, so both can be checked whatever the back-office's theme.
 */
export function RecipePreview({ cookName }: { cookName: string | undefined }) {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const { values } = useFormikContext<RecipeValues>();
  // The preview starts in the back-office's theme; its switch shows the other one.
  const [dark, setDark] = useState(useTheme().name === 'dark');
  const headingId = useId();
  const cover = imageUrl(values.cover);
  const title = values.title.trim();
  const minutes = wholeNumber(values.preparationTime);
  const servings = wholeNumber(values.numberOfServings);
  const tags = tagsOf(values.tags);
  const list = shoppingListHref(values.shoppingListUrl);
  const steps = values.steps;

  return (
    <StyledPreview aria-labelledby={headingId} data-testid="recipe-preview">
      <StyledTop>
        <StyledHeading id={headingId}>{t('preview.label')}</StyledHeading>
        <StyledToggle type="button" aria-pressed={dark} onClick={() => setDark((now) => !now)} data-testid="preview-theme">
          {t('preview.dark')}
        </StyledToggle>
      </StyledTop>
      <ThemeProvider theme={dark ? darkTheme : lightTheme}>
        <StyledScreen data-theme={dark ? 'dark' : 'light'} data-testid="preview-screen">
          {cover ? (
            <StyledCover src={cover} alt={t('preview.coverAlt', { title: title || t('preview.untitled') })} data-testid="preview-cover" />
          ) : (
            <StyledNoCover>{t('preview.noCover')}</StyledNoCover>
          )}
          <StyledBody>
            {isRecipeType(values.type) ? <StyledKicker>{texts.type(values.type)}</StyledKicker> : null}
            <StyledTitle data-testid="preview-title" data-empty={title === '' ? 'true' : undefined}>
              {title === '' ? t('preview.untitled') : title}
            </StyledTitle>
            {cookName ? <StyledMuted data-testid="preview-cook">{t('preview.by', { name: cookName })}</StyledMuted> : null}
            <StyledFacts>
              <li data-testid="preview-time">
                <span>{t('preview.time')}</span>
                <strong>{minutes !== null ? texts.duration(minutes) : '–'}</strong>
              </li>
              <li data-testid="preview-servings">
                <span>{t('preview.servings')}</span>
                <strong>{servings !== null ? texts.servings(servings) : '–'}</strong>
              </li>
              <li data-testid="preview-complexity">
                <span>{t('preview.complexity')}</span>
                <strong>
                  {isRecipeComplexity(values.complexity) ? (
                    <>
                      <StyledDots aria-hidden="true">
                        {[1, 2, 3].map((dot) => (
                          <StyledDot key={dot} $on={dot <= COMPLEXITY_DOTS[values.complexity as keyof typeof COMPLEXITY_DOTS]} />
                        ))}
                      </StyledDots>
                      {texts.complexity(values.complexity)}
                    </>
                  ) : (
                    '–'
                  )}
                </strong>
              </li>
            </StyledFacts>
            {tags.length > 0 ? (
              <StyledTags aria-label={t('preview.tags')} data-testid="preview-tags">
                {tags.map((tag) => (
                  <li key={tag}>#{tag}</li>
                ))}
              </StyledTags>
            ) : null}
            <StyledStepsHeading>{t('preview.steps')}</StyledStepsHeading>
            <StyledSteps data-testid="preview-steps">
              {steps.map((step, index) => {
                const picture = imageUrl(step.image);
                return (
                  <li key={step.key} data-testid="preview-step" data-step-name={step.name.trim()}>
                    <StyledStepNumber aria-hidden="true">{index + 1}</StyledStepNumber>
                    <StyledStepBody>
                      <StyledStepName>{step.name.trim() || t('preview.unnamedStep')}</StyledStepName>
                      {step.description.trim() !== '' ? <StyledText>{step.description.trim()}</StyledText> : null}
                      {step.extraDescription.trim() !== '' ? <StyledExtra>{step.extraDescription.trim()}</StyledExtra> : null}
                      {picture ? <StyledStepImage src={picture} alt={t('preview.stepImageAlt', { position: index + 1 })} /> : null}
                    </StyledStepBody>
                  </li>
                );
              })}
            </StyledSteps>
            {list ? (
              <StyledListLink href={list} target="_blank" rel="noopener noreferrer" data-testid="preview-shopping-list">
                {t('preview.shoppingList')}
              </StyledListLink>
            ) : null}
          </StyledBody>
        </StyledScreen>
      </ThemeProvider>
    </StyledPreview>
  );
}

const StyledPreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledToggle = styled.button`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledScreen = styled.div`
  overflow: hidden;
  border: 8px solid ${({ theme }) => theme.colors.border};
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const StyledCover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`;

const StyledNoCover = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;

const StyledKicker = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
  line-height: 1.2;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFacts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledDots = styled.span`
  display: inline-flex;
  gap: 2px;
  margin-right: ${({ theme }) => theme.space(1)};
`;

const StyledDot = styled.span<{ $on: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : 'transparent')};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledStepsHeading = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  font-weight: 700;
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledStepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledStepName = styled.span`
  font-weight: 600;
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const StyledExtra = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
`;

const StyledStepImage = styled.img`
  width: 100%;
  max-height: 160px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledListLink = styled.a`
  display: inline-flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
