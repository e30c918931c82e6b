/**
 * Loyalty cards (spec §2 /loyalty-cards, §3, §5, §9): the cards of shops' loyalty programmes that the
 * mobile apps offer their users to keep in the phone. Each card has its own id (used in the apps'
 * links), a name, the shop that runs it (optional), the colour the app paints it with, pictures of
 * the card (front, back) and the country it is valid in. The api, the gateway and the web read these
 * rules, never their own copies.
 */

/** A card id and a card name have 2 to 50 characters (spec §9). */
export const CARD_ID_MIN = 2;
export const CARD_ID_MAX = 50;
export const CARD_NAME_MIN = 2;
export const CARD_NAME_MAX = 50;
/** Longest id of the card in the system the cards came from. */
export const LEGACY_ID_MAX = 100;

/** Card ids: lowercase letters, digits and hyphens (spec §5). */
export const CARD_ID_PATTERN = /^[a-z0-9-]+$/;

/** The card's colour as `#rrggbb`. */
export const CARD_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The colour a new card starts with in the form. */
export const DEFAULT_CARD_COLOR = '#d62828';

/**
 * Countries a card may be valid in, as two-letter ISO 3166-1 codes: the markets the apps serve
 * (Poland first, then its neighbours).
 */
export const LOYALTY_CARD_COUNTRIES = ['PL', 'CZ', 'SK', 'DE', 'LT', 'LV', 'EE', 'UA', 'HU', 'RO', 'AT'] as const;
export type LoyaltyCardCountry = (typeof LOYALTY_CARD_COUNTRIES)[number];

/** The country a new card starts with. */
export const DEFAULT_CARD_COUNTRY: LoyaltyCardCountry = 'PL';

export function isLoyaltyCardCountry(value: unknown): value is LoyaltyCardCountry {
  return typeof value === 'string' && (LOYALTY_CARD_COUNTRIES as readonly string[]).includes(value);
}

/** A card has at least one picture and at most this many (front, back, and a variant or two). */
export const LOYALTY_CARD_IMAGES_MIN = 1;
export const LOYALTY_CARD_IMAGES_MAX = 4;

/** Where the pictures of loyalty cards are served: `/files/loyaltyCards/<name>`. */
export const LOYALTY_CARD_IMAGE_FOLDER = '/files/loyaltyCards/';

/**
 * A picture of a card as Flyerdesk stores it: a PNG or JPEG under /files/loyaltyCards with a name the
 * server made (an upload, or a picture the demo generates).
 */
export const LOYALTY_CARD_IMAGE_PATTERN = /^\/files\/loyaltyCards\/[a-z0-9-]+\.(?:png|jpg)$/;

/** The stored file name of a card picture's address, or undefined when it is not one. */
export function loyaltyCardImageName(url: string): string | undefined {
  return LOYALTY_CARD_IMAGE_PATTERN.test(url) ? url.slice(LOYALTY_CARD_IMAGE_FOLDER.length) : undefined;
}

/** The address a stored card picture is served under. */
export function loyaltyCardImageUrl(name: string): string {
  return `${LOYALTY_CARD_IMAGE_FOLDER}${name}`;
}

/** Sides of a generated card picture. */
export const GENERATED_CARD_SIDES = ['front', 'back'] as const;
export type GeneratedCardSide = (typeof GENERATED_CARD_SIDES)[number];

const GENERATED_NAME = /^generated-([0-9a-f]{6})-(front|back)\.png$/;

/**
 * A picture generated from a colour instead of uploaded (`generated-<rrggbb>-<side>.png`): a plain
 * card of that colour, its front or its back. The demo cards use them.
 */
export function generatedCardImageName(color: string, side: GeneratedCardSide): string {
  return `generated-${color.replace('#', '').toLowerCase()}-${side}.png`;
}

/** The colour and side of a generated picture's name; undefined for any other name. */
export function parseGeneratedCardImageName(name: string): { color: string; side: GeneratedCardSide } | undefined {
  const match = GENERATED_NAME.exec(name);
  if (!match?.[1] || !match[2]) return undefined;
  return { color: `#${match[1]}`, side: match[2] as GeneratedCardSide };
}

/** A colour as stored: `#rrggbb` in lowercase. */
export function normalizeCardColor(color: string): string {
  return color.trim().toLowerCase();
}

/**
 * Whether text on a card of this colour reads better in white than in black (relative luminance of
 * the colour, WCAG); the list and the preview write the card's name on it.
 */
export function prefersLightText(color: string): boolean {
  if (!CARD_COLOR_PATTERN.test(color)) return false;
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) beats contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.05;
}
