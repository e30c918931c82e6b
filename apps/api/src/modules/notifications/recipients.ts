/**
 * Whom a notification reaches. Administrators send to any shop and group; everyone else to the shops
 * assigned to them and the groups holding at least one of those (a group then reaches only its shops
 * assigned to the sender). The recipients are the devices following any of the target shops, inside
 * any geolocation circle (none: everywhere), and — when device tokens are given — only those.
 */
import { withinGeolocations } from '@flyerdesk/domain/notifications';
import { isAdmin } from '@flyerdesk/domain/roles';
import { geolocationsOf } from '@flyerdesk/domain/validation/notification';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { fieldError, forbidden, invalidRequest, type InvalidField } from '../../http/errors';
import { assignedStoreIds } from '../stores/scope';

/** What a notification is sent to. */
export interface NotificationTarget {
  storeIds: readonly string[];
  groupIds: readonly string[];
  geolocations: readonly string[];
  devices: readonly string[];
}

/** A device the notification goes to, with the target shops it follows. */
export interface Recipient {
  deviceId: string;
  token: string;
  platform: string;
  storeIds: string[];
}

/** A shop or group the sender may choose. */
export interface TargetOption {
  id: string;
  name: string;
}

/**
 * The shops a sender's notifications may reach: undefined for administrators (every shop), the
 * assigned shops for everyone else.
 */
export async function senderShops(db: Db, user: { id: string; roles: readonly string[] }): Promise<Set<string> | undefined> {
  if (isAdmin(user.roles)) return undefined;
  return new Set(await assignedStoreIds(db, user.id));
}

/** The shops and groups the sender may choose (shops in use only, groups not archived), by name. */
export async function targetOptions(db: Db, user: AuthUser): Promise<{ stores: TargetOption[]; groups: TargetOption[] }> {
  const scope = await senderShops(db, user);
  let stores = db.selectFrom('stores').select(['id', 'name']).where('archived_at', 'is', null);
  let groups = db.selectFrom('groups').select(['id', 'name']).where('archived_at', 'is', null);
  if (scope) {
    const mine = [...scope];
    if (mine.length === 0) return { stores: [], groups: [] };
    stores = stores.where('id', 'in', mine);
    groups = groups.where('id', 'in', db.selectFrom('store_groups').select('group_id').where('store_id', 'in', mine));
  }
  const byName = (a: TargetOption, b: TargetOption) => a.name.localeCompare(b.name, 'pl');
  return {
    stores: (await stores.execute()).sort(byName),
    groups: (await groups.execute()).sort(byName),
  };
}

/**
 * Refuses targets that do not exist (400 naming the entry) and, for a sender who is not an
 * administrator, shops not assigned to them or groups holding none of their shops (403).
 */
export async function checkTargets(db: Db, user: AuthUser, target: Pick<NotificationTarget, 'storeIds' | 'groupIds'>): Promise<void> {
  const problems: InvalidField[] = [];
  if (target.storeIds.length > 0) {
    const found = new Set((await db.selectFrom('stores').select('id').where('id', 'in', [...target.storeIds]).execute()).map((row) => row.id));
    target.storeIds.forEach((id, index) => {
      if (!found.has(id)) problems.push(fieldError(`storeIds[${index}]`, 'validation.storeNotFound'));
    });
  }
  if (target.groupIds.length > 0) {
    const found = new Set((await db.selectFrom('groups').select('id').where('id', 'in', [...target.groupIds]).execute()).map((row) => row.id));
    target.groupIds.forEach((id, index) => {
      if (!found.has(id)) problems.push(fieldError(`groupIds[${index}]`, 'validation.invalid'));
    });
  }
  if (problems.length > 0) throw invalidRequest(problems, 'Unknown shop or group');

  const scope = await senderShops(db, user);
  if (!scope) return;
  if (target.storeIds.some((id) => !scope.has(id))) throw forbidden('A chosen shop is not assigned to you');
  if (target.groupIds.length > 0) {
    const mine = [...scope];
    const reachable =
      mine.length === 0
        ? []
        : await db
            .selectFrom('store_groups')
            .select('group_id')
            .distinct()
            .where('group_id', 'in', [...target.groupIds])
            .where('store_id', 'in', mine)
            .execute();
    if (reachable.length !== new Set(target.groupIds).size) throw forbidden('A chosen group holds none of the shops assigned to you');
  }
}

/**
 * The shops a notification reaches: the chosen shops and the shops of the chosen groups that are in
 * use (not archived), limited to `scope` (the sender's shops) when one is given. Sorted.
 */
export async function targetShops(db: Db, target: Pick<NotificationTarget, 'storeIds' | 'groupIds'>, scope: Set<string> | undefined): Promise<string[]> {
  const chosen = new Set(target.storeIds);
  if (target.groupIds.length > 0) {
    const members = await db.selectFrom('store_groups').select('store_id').where('group_id', 'in', [...target.groupIds]).execute();
    for (const member of members) chosen.add(member.store_id);
  }
  const wanted = [...chosen].filter((id) => !scope || scope.has(id));
  if (wanted.length === 0) return [];
  const inUse = await db.selectFrom('stores').select('id').where('id', 'in', wanted).where('archived_at', 'is', null).execute();
  return inUse.map((row) => row.id).sort();
}

/** Shop ids handed to one query at a time (keeps the statement's parameters few). */
const CHUNK = 1000;

/** The devices a notification reaches (see the module's description), in id order. */
export async function resolveRecipients(db: Db, target: NotificationTarget, scope: Set<string> | undefined): Promise<Recipient[]> {
  const shops = await targetShops(db, target, scope);
  if (shops.length === 0) return [];
  const circles = geolocationsOf(target.geolocations);
  const tokens = [...new Set(target.devices)];
  const byDevice = new Map<string, Recipient & { latitude: number | null; longitude: number | null }>();
  for (let start = 0; start < shops.length; start += CHUNK) {
    let query = db
      .selectFrom('devices')
      .innerJoin('device_stores', 'device_stores.device_id', 'devices.id')
      .select(['devices.id', 'devices.token', 'devices.platform', 'devices.latitude', 'devices.longitude', 'device_stores.store_id'])
      .where('device_stores.store_id', 'in', shops.slice(start, start + CHUNK));
    if (tokens.length > 0) query = query.where('devices.token', 'in', tokens);
    for (const row of await query.execute()) {
      const known = byDevice.get(row.id);
      if (known) known.storeIds.push(row.store_id);
      else {
        byDevice.set(row.id, {
          deviceId: row.id,
          token: row.token,
          platform: row.platform,
          storeIds: [row.store_id],
          latitude: row.latitude,
          longitude: row.longitude,
        });
      }
    }
  }
  const recipients: Recipient[] = [];
  for (const device of byDevice.values()) {
    const place = device.latitude !== null && device.longitude !== null ? { latitude: device.latitude, longitude: device.longitude } : null;
    if (!withinGeolocations(place, circles)) continue;
    recipients.push({ deviceId: device.deviceId, token: device.token, platform: device.platform, storeIds: [...device.storeIds].sort() });
  }
  return recipients.sort((a, b) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0));
}
