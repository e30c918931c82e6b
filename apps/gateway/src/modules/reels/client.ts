import type { ReelActionType, ReelMediaType, ReelStatus } from '@flyerdesk/domain/reels';
import type { ReelInput } from '@flyerdesk/domain/validation/reels';
import { seg, type CallScope, type UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamRecord } from '../resources/client';

/** A reel channel as the api answers it (GET /api/reelChannels/{id}). */
export interface UpstreamReelChannel extends UpstreamRecord {
  naturalId: string;
  name: string;
  description?: string | null;
  logoUrl?: string | null;
  autoCreateReels?: boolean;
  /** Users (role EDITOR_REELS) assigned to the channel: who besides administrators sees it. */
  editorIds?: string[];
  editors?: string[];
  createdAt: string;
  createdBy?: string | null;
}

/** A reel as the api answers it (GET /api/reels/{id}). */
export interface UpstreamReel extends UpstreamRecord {
  channelId: string;
  channelName?: string;
  /** Users assigned to the reel's channel: who besides administrators sees the reel. */
  channelEditorIds?: string[];
  naturalId: string;
  mediaURL: string;
  mediaType: ReelMediaType;
  description?: string | null;
  ctaButtonText?: string | null;
  visibilityTime: number;
  status: ReelStatus;
  visibilityStartDate: string;
  visibilityEndDate: string;
  publishDate: string;
  internalNote?: string | null;
  showOn?: string[];
  actionType: ReelActionType;
  leafletId?: string | null;
  insertNumber?: number | null;
  standardPageNumber?: number | null;
  url?: string | null;
  productName?: string | null;
  impressions?: number;
  clicks?: number;
  createdAt: string;
  createdBy?: string | null;
}

/**
 * REST client of reels: the kit's list, record, create, update (If-Match), remove (archive), restore
 * and history under /api/reels, plus publish and deactivate.
 */
export class ReelsClient extends ResourceClient<UpstreamReel, ReelInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'reels');
  }

  /** POST /api/reels/{id}/publish or /deactivate; with a version, only if nobody changed the reel since. */
  changeStatus(id: string, action: 'publish' | 'deactivate', version: number | null | undefined): Promise<UpstreamReel> {
    return this.write<UpstreamReel>('POST', `/api/reels/${seg(id)}/${action}`, version === null || version === undefined ? {} : { ifMatch: version });
  }
}
