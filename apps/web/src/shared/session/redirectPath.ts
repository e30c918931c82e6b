/** The page a user was on (or tried to open) before being sent to sign in; used after signing in. */
const KEY = 'flyerdesk.redirectPath';
const NOT_A_TARGET = ['/', '/login', '/404', '/401'];

export function saveRedirectPath(path: string): void {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (NOT_A_TARGET.includes(bare)) return;
  sessionStorage.setItem(KEY, path);
}

export function readRedirectPath(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}

export function clearRedirectPath(): void {
  sessionStorage.removeItem(KEY);
}
