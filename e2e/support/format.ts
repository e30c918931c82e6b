/** A calendar day (yyyy-MM-dd from the server) as people read it: dd.MM.yyyy (spec §9). */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
