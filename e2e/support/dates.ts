/** Days and date fields as staff type them (the browser's and the test's clock are the machine's). */
import type { Locator } from '@playwright/test';

export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** A day `days` from today, at noon. */
export function dayFromToday(days: number): Date {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + days);
  return day;
}

/** The digits a person types into a date field written dd.MM.yyyy. */
export function dateDigits(day: Date): string {
  return `${twoDigits(day.getDate())}${twoDigits(day.getMonth() + 1)}${day.getFullYear()}`;
}

/** Types digits into the first segment of a date field; the field moves on by itself. */
export async function typeDate(field: Locator, digits: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}
