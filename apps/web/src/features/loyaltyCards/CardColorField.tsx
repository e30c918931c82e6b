import { CARD_COLOR_PATTERN, DEFAULT_CARD_COLOR, normalizeCardColor } from '@flyerdesk/domain/loyaltyCards';
import { useField } from 'formik';
import { useState } from 'react';
import {
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  I18nProvider,
  Label,
  SliderTrack,
  parseColor,
  type Color,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordTextField } from '../../shared/resource/RecordFields';
import { dateFieldLocale } from '../../shared/ui/DatePicker';

/** Colours of well-known loyalty programmes, one click away. */
export const CARD_COLOR_PRESETS = ['#d62828', '#e10915', '#ec008c', '#ffd60a', '#00843d', '#0082c3', '#0050aa', '#1d2330'] as const;

function colorOf(text: string): Color | null {
  return CARD_COLOR_PATTERN.test(text.trim()) ? parseColor(text.trim()) : null;
}

function hexOf(color: Color): string {
  return normalizeCardColor(color.toString('hex'));
}

/**
 * The card's colour: a colour picker (saturation and brightness area, hue slider, swatches of common
 * card colours; every part works with the keyboard) bound to the text field `color` (#rrggbb), which
 * shows the rule's message under it. Typing a colour moves the picker; the picker writes the text.
 */
export function CardColorField() {
  const { t, i18n } = useTranslation('loyaltyCards');
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>('color');
  // The picker keeps its own colour (a hue survives a trip through black or grey); a colour typed in
  // the text field moves it, and while the text is not a colour yet it stays where it was.
  const [picked, setPicked] = useState<Color>(() => colorOf(field.value) ?? parseColor(DEFAULT_CARD_COLOR));
  const typed = colorOf(field.value);
  if (typed && hexOf(typed) !== hexOf(picked)) setPicked(typed);

  const choose = (color: Color) => {
    setPicked(color);
    const hex = hexOf(color);
    if (hex !== normalizeCardColor(field.value)) void helpers.setValue(hex);
  };

  return (
    <StyledColor role="group" aria-label={t('color.group')} data-testid="card-color">
      <I18nProvider locale={dateFieldLocale(i18n.language)}>
        <ColorPicker value={picked} onChange={choose}>
          <StyledPicker>
            <StyledTop>
              <StyledSwatch aria-label={t('color.current')} data-testid="card-color-swatch" />
              <RecordTextField name="color" label={t('fields.color')} autoComplete="off" spellCheck={false} maxLength={7} data-testid="card-color-text" />
            </StyledTop>
            <StyledArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" aria-label={t('color.area')} isDisabled={readOnly}>
              <StyledThumb />
            </StyledArea>
            <StyledSlider colorSpace="hsb" channel="hue" isDisabled={readOnly}>
              <Label>{t('color.hue')}</Label>
              <StyledTrack>
                <StyledThumb />
              </StyledTrack>
            </StyledSlider>
            <StyledPresets aria-label={t('color.presets')} layout="grid">
              {CARD_COLOR_PRESETS.map((preset) => (
                <StyledPreset key={preset} color={preset} isDisabled={readOnly}>
                  <ColorSwatch />
                </StyledPreset>
              ))}
            </StyledPresets>
          </StyledPicker>
        </ColorPicker>
      </I18nProvider>
    </StyledColor>
  );
}

const StyledColor = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 280px;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  & > div:last-child {
    flex: 1;
    margin-bottom: 0;
  }
`;

const StyledSwatch = styled(ColorSwatch)`
  flex: none;
  width: 44px;
  height: 44px;
  margin-top: 22px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledArea = styled(ColorArea)`
  width: 100%;
  aspect-ratio: 7 / 4;
  border-radius: ${({ theme }) => theme.radius};
  flex: none;

  &[data-disabled] {
    opacity: 0.5;
  }
`;

const StyledThumb = styled(ColorThumb)`
  width: 20px;
  height: 20px;
  border: 2px solid white;
  border-radius: 50%;
  box-shadow:
    0 0 0 1px black,
    inset 0 0 0 1px black;
  box-sizing: border-box;

  &[data-focus-visible] {
    width: 24px;
    height: 24px;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledSlider = styled(ColorSlider)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};

  label {
    font-weight: 600;
  }
`;

const StyledTrack = styled(SliderTrack)`
  height: 24px;
  border-radius: ${({ theme }) => theme.radius};

  /* The thumb sits on the middle of the track. */
  & > div {
    top: 50%;
  }
`;

const StyledPresets = styled(ColorSwatchPicker)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledPreset = styled(ColorSwatchPickerItem)`
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid transparent;
  outline: none;
  cursor: pointer;

  & > div {
    width: 100%;
    height: 100%;
    border-radius: 4px;
  }

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[data-disabled] {
    cursor: default;
    opacity: 0.5;
  }
`;
