/** The icon set (spec §9): 1024×1024 view box, referenced by name. */
export const ICON_NAMES = [
  '404', 'bug', 'chart', 'clipboard', 'component', 'dashboard', 'documentation', 'drag', 'email', 'example',
  'excel', 'eye', 'form', 'icon', 'international', 'language', 'lock', 'message', 'money', 'password', 'people',
  'peoples', 'qq', 'shoppingCard', 'star', 'tab', 'table', 'theme', 'user', 'wechat', 'zip',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(x: unknown): x is IconName {
  return typeof x === 'string' && (ICON_NAMES as readonly string[]).includes(x);
}
