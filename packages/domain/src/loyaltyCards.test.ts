import {
  generatedCardImageName,
  isLoyaltyCardCountry,
  LOYALTY_CARD_COUNTRIES,
  loyaltyCardImageName,
  loyaltyCardImageUrl,
  parseGeneratedCardImageName,
  prefersLightText,
} from './loyaltyCards';

describe('loyalty cards', () => {
  it('offers a short list of two-letter countries, Poland first', () => {
    expect(LOYALTY_CARD_COUNTRIES[0]).toBe('PL');
    expect(LOYALTY_CARD_COUNTRIES).toEqual(expect.arrayContaining(['CZ', 'SK', 'DE', 'LT', 'UA']));
    for (const code of LOYALTY_CARD_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isLoyaltyCardCountry('PL')).toBe(true);
    expect(isLoyaltyCardCountry('pl')).toBe(false);
    expect(isLoyaltyCardCountry('US')).toBe(false);
  });

  it('reads the stored name of a card picture from its address, and only of card pictures', () => {
    expect(loyaltyCardImageName('/files/loyaltyCards/abc-1.png')).toBe('abc-1.png');
    expect(loyaltyCardImageUrl('abc-1.png')).toBe('/files/loyaltyCards/abc-1.png');
    expect(loyaltyCardImageName('/files/logos/abc-1.png')).toBeUndefined();
    expect(loyaltyCardImageName('/files/loyaltyCards/abc.svg')).toBeUndefined();
  });

  it('names generated pictures by colour and side, and reads them back', () => {
    const name = generatedCardImageName('#D62828', 'back');
    expect(name).toBe('generated-d62828-back.png');
    expect(parseGeneratedCardImageName(name)).toEqual({ color: '#d62828', side: 'back' });
    expect(parseGeneratedCardImageName('generated-d62828-side.png')).toBeUndefined();
    expect(parseGeneratedCardImageName('0b7c-d62828-front.png')).toBeUndefined();
  });

  it('writes on dark cards in white and on light cards in black', () => {
    expect(prefersLightText('#000000')).toBe(true);
    expect(prefersLightText('#d62828')).toBe(true);
    expect(prefersLightText('#ffffff')).toBe(false);
    expect(prefersLightText('#ffd60a')).toBe(false);
  });
});
