/**
 * Back-end version as shown in the sidebar footer (spec §7, actuator app.version): the raw value is split
 * on '-', the first five parts are shown joined by '-', and whatever follows is the build part, shown in
 * brackets. "1.4.0-2026-11-22-0930-3f2a1bc" → "1.4.0-2026-11-22-0930 (3f2a1bc)";
 * a value of five parts or fewer is shown as is.
 */
export function formatBackendVersion(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  const parts = value.split('-');
  const shown = parts.slice(0, 5).join('-');
  const build = parts.slice(5).join('-');
  return build === '' ? shown : `${shown} (${build})`;
}
