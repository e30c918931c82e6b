/**
 * Push notifications (spec §2 /selective-notifications and /archives/notifications): the list and
 * records of the channels the user may see, sending now or planning, editing and cancelling a planned
 * one, what the sender may choose and how many devices a notification would reach, the delivery
 * archive, notification images, and what the built-in outbox recorded. Every write is audited in its
 * transaction (history at /api/history/notifications/:id, the kit's change feed).
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { isNotificationStatus, NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notifications';
import { isNotificationChannel } from '@flyerdesk/domain/notificationChannels';
import { isAdmin } from '@flyerdesk/domain/roles';
import { notificationSchema } from '@flyerdesk/domain/validation/notification';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { fieldError, invalidRequest, notFound, type InvalidField } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, intQuery, optionalIdParam, validated } from '../../http/validate';
import { receivePicture } from '../files/pictures';
import { notificationImagePath } from '../files/urls';
import { listPage, listParams, type ListPage } from '../resources/list';
import { deliveryFilterOf, listDeliveries } from './deliveries';
import { channelScope, DISPLAY_STATUS, NOTIFICATION_LIST, selectNotifications, toNotification, visibleNotification, type Notification } from './model';
import { checkTargets, resolveRecipients, senderShops, targetOptions } from './recipients';
import { assertMaySend, cancelNotification, createNotification, updateNotification } from './service';

/** Notification images: PNG or JPEG (what every phone shows in a notification). */
const IMAGE_KINDS = ['png', 'jpeg'] as const;

/** Most outbox entries one read returns. */
const OUTBOX_MAX = 5_000;

/** The list's own filters (status, channel) besides the kit's paging, sort and search. */
function listFilters(query: Record<string, unknown>): { status?: string; channel?: string } {
  const problems: InvalidField[] = [];
  const filters: { status?: string; channel?: string } = {};
  const { status, channel } = query;
  if (status !== undefined && status !== '') {
    if (isNotificationStatus(status)) filters.status = status;
    else problems.push(fieldError('status', 'validation.invalid'));
  }
  if (channel !== undefined && channel !== '') {
    if (isNotificationChannel(channel)) filters.channel = channel;
    else problems.push(fieldError('channel', 'validation.notificationChannel'));
  }
  if (problems.length > 0) throw invalidRequest(problems, 'The list request is not valid');
  return filters;
}

/** The expected version of a cancel: `version` of the body, else If-Match. */
function cancelVersion(req: Request): number | undefined {
  const body: unknown = req.body;
  const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
  if (version === undefined || version === null) return ifMatchVersion(req.get('if-match'));
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalidRequest([fieldError('version', 'validation.invalid')]);
  return version;
}

export function notificationRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/notifications', authenticate(ctx));

  /** What the sender may choose: shops, groups, channels, and the provider in use. */
  router.get('/api/notifications/targets', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const options = await targetOptions(db, user);
    const channels = isAdmin(user.roles) ? [...NOTIFICATION_CHANNELS] : NOTIFICATION_CHANNELS.filter((c) => user.notificationChannels.includes(c));
    res.json({ ...options, channels, provider: ctx.push.name });
  });

  /** How many devices the notification would reach now (validated like a send; the planned moment is left out). */
  router.post('/api/notifications/reach', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const body: unknown = req.body;
    const input = validated(notificationSchema, { ...(typeof body === 'object' && body !== null ? body : {}), plannedAt: null });
    assertMaySend(user, input.channel);
    const target = { storeIds: input.storeIds ?? [], groupIds: input.groupIds ?? [], geolocations: input.geolocations ?? [], devices: input.devices ?? [] };
    await checkTargets(db, user, target);
    const recipients = await resolveRecipients(db, target, await senderShops(db, user));
    res.json({ devices: recipients.length });
  });

  router.get('/api/notifications/deliveries', requirePermission('notifications.archive'), async (req: Request, res: Response) => {
    const filter = deliveryFilterOf(req.query);
    res.json(await listDeliveries(db, currentUser(req), filter));
  });

  /** An image for a notification's icon or picture: stored under a server-made name, answered with its address. */
  router.post('/api/notifications/images', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const name = await receivePicture(req, res, ctx.files, 'notifications', randomUUID(), IMAGE_KINDS);
    req.log.info({ image: name }, 'notification image uploaded');
    res.status(201).json({ url: `${ctx.config.publicUrl ?? ''}${notificationImagePath(name)}` });
  });

  /** What the built-in outbox recorded (administrators; only while the outbox is the provider). */
  router.get(
    '/api/notifications/outbox',
    requirePermission('notifications.archive'),
    requirePermission('logs.read'),
    async (req: Request, res: Response) => {
      if (ctx.push.name !== 'OUTBOX') throw notFound('Notifications are sent through FCM: the outbox is not in use');
      const notificationId = optionalIdParam(req.query.notificationId, 'notificationId');
      const limit = intQuery(req.query.limit, 'limit', OUTBOX_MAX, 1, OUTBOX_MAX);
      let query = db.selectFrom('notification_outbox').selectAll();
      if (notificationId) query = query.where('notification_id', '=', notificationId);
      const rows = await query.orderBy('received_at', 'desc').orderBy('idempotency_key').limit(limit).execute();
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        items: rows.map((row) => ({
          key: row.idempotency_key,
          notificationId: row.notification_id,
          deviceToken: row.device_token,
          payload: row.payload,
          receivedAt: row.received_at.toISOString(),
        })),
      });
    },
  );

  router.get('/api/notifications', requirePermission('notifications.archive'), async (req: Request, res: Response) => {
    const query: Record<string, unknown> = { ...req.query };
    // `descending=true` is read like `order=desc`.
    if (query.order === undefined && query.descending === 'true') query.order = 'desc';
    const params = listParams('notifications', query);
    const filters = listFilters(query);
    let base = selectNotifications(db);
    const scope = channelScope(currentUser(req), sql.ref('notifications.channel'));
    if (scope) base = base.where(scope);
    if (filters.status) base = base.where(DISPLAY_STATUS, '=', filters.status);
    if (filters.channel) base = base.where('notifications.channel', '=', filters.channel);
    const { rows, total } = await listPage(base, NOTIFICATION_LIST, params);
    const page: ListPage<Notification> = { items: rows.map(toNotification), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/notifications/:id', requirePermission('notifications.archive'), async (req: Request, res: Response) => {
    sendRecord(res, await visibleNotification(db, currentUser(req), idParam(req.params.id)));
  });

  /** Sends now (no plannedAt: the job starts at once) or plans the send. */
  router.post('/api/notifications', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const input = validated(notificationSchema, req.body);
    const record = await createNotification(db, currentUser(req), input);
    ctx.jobs.wake();
    req.log.info({ notificationId: record.id, status: record.status, channel: record.channel }, record.status === 'PLANNED' ? 'notification planned' : 'notification sent');
    sendRecord(res, record, 201);
  });

  /** Edits a planned notification (If-Match); 409 NOTIFICATION_NOT_PLANNED once its send started. */
  router.put('/api/notifications/:id', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const input = validated(notificationSchema, req.body);
    const record = await updateNotification(db, currentUser(req), id, expected, input);
    ctx.jobs.wake();
    req.log.info({ notificationId: id, status: record.status }, 'notification edited');
    sendRecord(res, record);
  });

  /** Cancels a planned notification: nothing is sent. */
  router.post('/api/notifications/:id/cancel', requirePermission('notifications.send'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const { record, cancelledJobs } = await cancelNotification(db, currentUser(req), id, cancelVersion(req));
    ctx.jobs.cancelled(cancelledJobs);
    req.log.info({ notificationId: id }, 'notification cancelled');
    sendRecord(res, record);
  });

  return router;
}
