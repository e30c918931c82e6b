import { validateWith } from './messages';
import { loyaltyCardSchema } from './loyaltyCard';

const SHOP = '3f2a1bc4-1d2e-4f5a-9b8c-7d6e5f4a3b2c';
const FRONT = '/files/loyaltyCards/0b7c1d2e-5d1e-4f5a-9b8c-7d6e5f4a3b2c-a1b2c3d4e5f6.png';
const BACK = '/files/loyaltyCards/generated-d62828-back.png';

const card = (changes: Record<string, unknown> = {}) => ({
  cardId: 'moja-biedronka',
  cardName: 'Moja Biedronka',
  color: '#D62828',
  images: [FRONT],
  country: 'PL',
  ...changes,
});

/** The refused rules of a card, as [field, key]. */
const keys = (value: unknown) => {
  const result = validateWith(loyaltyCardSchema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
};

describe('loyaltyCardSchema (spec §5)', () => {
  it('accepts a card, trims its texts, stores the colour in lowercase and the country in capitals', () => {
    const result = validateWith(loyaltyCardSchema, card({ cardName: '  Moja Biedronka ', storeId: SHOP, legacyId: ' 1234 ', images: [FRONT, BACK], country: 'pl', isPopular: true }));
    expect(result).toEqual({
      ok: true,
      value: { cardId: 'moja-biedronka', cardName: 'Moja Biedronka', storeId: SHOP, legacyId: '1234', color: '#d62828', images: [FRONT, BACK], isPopular: true, country: 'PL' },
    });
  });

  it('leaves the shop and the old id out, and a card not popular, when they are not given', () => {
    const result = validateWith(loyaltyCardSchema, card({ storeId: null, legacyId: null }));
    expect(result.ok && result.value).toMatchObject({ storeId: null, legacyId: null, isPopular: false });
  });

  describe('cardId', () => {
    it('is required', () => {
      expect(keys(card({ cardId: '' }))).toEqual([['cardId', 'validation.required']]);
      expect(keys(card({ cardId: undefined }))).toEqual([['cardId', 'validation.required']]);
    });

    it('has 2 to 50 characters', () => {
      expect(keys(card({ cardId: 'ab' }))).toEqual([]);
      expect(keys(card({ cardId: 'a' }))).toEqual([['cardId', 'validation.minLength']]);
      expect(keys(card({ cardId: 'a'.repeat(50) }))).toEqual([]);
      expect(keys(card({ cardId: 'a'.repeat(51) }))).toEqual([['cardId', 'validation.maxLength']]);
    });

    it.each(['Karta Złota!', 'karta złota', 'karta_zlota', 'KARTA', 'karta zlota'])('refuses the characters of %j', (cardId) => {
      expect(keys(card({ cardId }))).toEqual([['cardId', 'validation.cardId']]);
    });

    it('accepts lowercase letters, digits and hyphens, and explains the rule in English', () => {
      expect(keys(card({ cardId: 'karta-zlota-2025' }))).toEqual([]);
      const result = validateWith(loyaltyCardSchema, card({ cardId: 'Karta Złota!' }));
      expect(!result.ok && result.invalidFields[0]).toMatchObject({ field: 'cardId', message: "Only lowercase letters, digits and '-'" });
    });
  });

  describe('cardName', () => {
    it('is required and has 2 to 50 characters', () => {
      expect(keys(card({ cardName: '   ' }))).toEqual([['cardName', 'validation.required']]);
      expect(keys(card({ cardName: 'K' }))).toEqual([['cardName', 'validation.minLength']]);
      expect(keys(card({ cardName: 'Ka' }))).toEqual([]);
      expect(keys(card({ cardName: 'K'.repeat(51) }))).toEqual([['cardName', 'validation.maxLength']]);
      expect(keys(card({ cardName: 'Ż'.repeat(50) }))).toEqual([]);
    });
  });

  describe('color', () => {
    it('is required as #rrggbb', () => {
      expect(keys(card({ color: '' }))).toEqual([['color', 'validation.required']]);
      expect(keys(card({ color: '#00aa55' }))).toEqual([]);
      for (const color of ['red', '#abc', '00aa55', '#00aa5g', '#00aa551']) expect(keys(card({ color }))).toEqual([['color', 'validation.color']]);
    });
  });

  describe('images', () => {
    it('needs at least one picture', () => {
      expect(keys(card({ images: [] }))).toEqual([['images', 'validation.cardImageRequired']]);
      expect(keys(card({ images: undefined }))).toEqual([['images', 'validation.cardImageRequired']]);
    });

    it('takes only JPG or PNG pictures uploaded to Flyerdesk', () => {
      expect(keys(card({ images: ['/files/loyaltyCards/abc-123.jpg'] }))).toEqual([]);
      for (const image of ['/files/loyaltyCards/card.pdf', '/files/logos/abc.png', 'https://example.com/card.png', '/files/loyaltyCards/../x.png', '']) {
        expect(keys(card({ images: [FRONT, image] }))).toEqual([['images[1]', 'validation.cardImage']]);
      }
    });

    it('keeps each picture once and takes at most four', () => {
      const result = validateWith(loyaltyCardSchema, card({ images: [FRONT, BACK, FRONT] }));
      expect(result.ok && result.value.images).toEqual([FRONT, BACK]);
      const five = Array.from({ length: 5 }, (_, i) => `/files/loyaltyCards/card-${i}.png`);
      expect(keys(card({ images: five }))).toEqual([['images', 'validation.listMax']]);
    });
  });

  it('takes a country from the list only', () => {
    expect(keys(card({ country: 'cz' }))).toEqual([]);
    expect(keys(card({ country: '' }))).toEqual([['country', 'validation.required']]);
    expect(keys(card({ country: 'US' }))).toEqual([['country', 'validation.country']]);
    expect(keys(card({ country: 'POL' }))).toEqual([['country', 'validation.country']]);
  });

  it('requires the shop to be an id', () => {
    expect(keys(card({ storeId: 'biedronka' }))).toEqual([['storeId', 'validation.uuid']]);
    expect(keys(card({ storeId: '' }))).toEqual([]);
  });
});
