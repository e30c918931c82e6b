import type { Role } from '@flyerdesk/domain/roles';

/** Password of every demo account (apps/api/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'flyerdesk';

/** The demo account holding each role. */
export const ACCOUNT_OF: Record<Role, string> = {
  ROOT: 'root',
  ADMIN: 'admin',
  EDITOR: 'editor',
  EDITOR_NOTIFICATION: 'notifications',
  EDITOR_RECIPE: 'recipes',
  EDITOR_REELS: 'reels',
};

/** A demo account that exists but is switched off. */
export const DISABLED_ACCOUNT = 'disabled';

/** The demo editor is assigned the first eight shops by name. */
export const EDITOR_SHOPS = ['Action', 'Aldi', 'Auchan', 'Biedronka', 'Carrefour', 'Castorama', 'Decathlon', 'Dino'] as const;
