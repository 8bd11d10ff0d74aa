// Returns and refunds (issue 38): the buyer uploads photos, asks for a return of a delivered
// order and follows their requests; staff list them by status and accept, refuse or receive.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { RETURN_REASONS } from '../../db/schema-returns.ts';
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { page, pagingOf } from '../shared/present.ts';
import { uploadShopperPhoto } from '../shared/shopper-photos.ts';
import { mustBeStaff } from '../shared/staff.ts';
import { moveReturn } from './return-moves.ts';
import { requestReturn } from './return-request.ts';
import { REASON_LABELS } from './return-rules.ts';
import { returnOf, returnsWhere, returnView, staffReturnView } from './return-view.ts';
import type { OrderServices } from './services.ts';

export const returnHandlers = {
  listReturnReasons: async ({ culture }) =>
    RETURN_REASONS.map((code) => ({ code, name: REASON_LABELS[code][culture] })),

  uploadReturnPhoto: async ({ db, body, userId, services }) => {
    const uploader = userId ?? 0;
    await services.limits.consume('returnPhotosPerUser', String(uploader));
    return uploadShopperPhoto(db, services.uploads, {
      userId: uploader,
      purpose: 'return',
      body,
      now: services.now(),
    });
  },

  createReturn: async ({ db, path, body, userId, culture, services }) => {
    const buyer = userId ?? 0;
    await services.limits.consume('returnsPerUser', String(buyer));
    return requestReturn(db, {
      userId: buyer,
      orderId: path.orderId,
      body,
      now: services.now(),
      culture,
    });
  },

  listReturns: async ({ db, query, userId, culture }) => {
    const { limit, offset } = pagingOf(query);
    const status = query.status ? sql` and r.status = ${query.status}` : sql``;
    const mine = sql`r.user_id = ${userId ?? 0}${status}`;
    const rows = await returnsWhere(
      db,
      mine,
      sql`order by r.id desc limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from return_requests r where ${mine}`,
    );
    return page(
      rows.map((row) => returnView(row, culture)),
      total?.count ?? 0,
    );
  },

  getReturn: async ({ db, path, userId, culture }) => {
    const row = await returnOf(db, sql`r.id = ${path.returnId} and r.user_id = ${userId ?? 0}`);
    if (!row) throw notFound('return');
    return returnView(row, culture);
  },

  staffReturns: async (request) => {
    await mustBeStaff(request);
    const { db, query, culture } = request;
    const rows = await returnsWhere(
      db,
      sql`r.status = ${query.status ?? 'waiting'}`,
      sql`order by r.id limit 200`,
    );
    return rows.map((row) => staffReturnView(row, culture));
  },

  staffReturn: async (request) => {
    await mustBeStaff(request);
    const row = await returnOf(request.db, sql`r.id = ${request.path.returnId}`);
    if (!row) throw notFound('return');
    return staffReturnView(row, request.culture);
  },

  staffReturnPhoto: async (request) => {
    await mustBeStaff(request);
    const { db, path, services } = request;
    const row = await returnOf(db, sql`r.id = ${path.returnId}`);
    // Only this request's own: a name is no key to another's photo.
    const named = row?.photos.some((photo) => photo.name === path.photoName);
    const file = named ? await services.uploads.read('return', path.photoName) : null;
    if (!file) throw notFound('returnPhoto');
    return { mediaType: 'image/webp' as const, base64: file.body.toString('base64') };
  },

  moveReturn: async (request) => {
    await mustBeStaff(request);
    const { db, path, body, culture, services } = request;
    return moveReturn(db, services, {
      id: path.returnId,
      move: path.move,
      reason: body.reason,
      reference: body.reference,
      culture,
    });
  },
} satisfies Partial<Handlers<OrderServices>>;
