import { BUSINESS_MESSAGES, OWNER_DETAIL_FIELDS, CHANGE_LIMITS, CHANGE_MESSAGES, changeSummary, changesQuerySchema, type Change, type PaymentMethod, type TodayStatusKind, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { namesOf } from '../../shared/names';
import { removeUnusedFiles } from '../../shared/files';
import type { ChangeRecord } from './changes.repository';


/**
 * The admin's view of what owners (and admins) changed, and the undo of the latest change of each
 * kind (issue 21 §1). Undoing writes the old state back through the same store port, with the
 * version read, and is itself recorded.
 */
export function createChangesService(ctx: Pick<AppContext, 'store' | 'storage'>) {
  const repo = ctx.store.changes;

  async function toChanges(records: ChangeRecord[]): Promise<Change[]> {
    const { businesses: names, people } = await namesOf(ctx.store, { businessIds: records.map((r) => r.business_id), userIds: records.map((r) => r.user_id) });
    return records.map((r) => ({
      _id: r._id,
      business_id: r.business_id,
      business_name: names.get(r.business_id) ?? null,
      user_id: r.user_id,
      user_name: people.get(r.user_id)?.name ?? '',
      by_owner: r.by_owner,
      kind: r.kind,
      summary: changeSummary(r.kind, r.before, r.after),
      before: r.before,
      after: r.after,
      created_at: r.created_at.toISOString(),
      ...(r.reverted_at ? { reverted_at: r.reverted_at.toISOString() } : {}),
    }));
  }

  /** kind 'status' (issue 21 §4): today's status as it was (none: cleared), recorded as a change itself */
  async function revertStatus(adminId: string, change: ChangeRecord): Promise<Change> {
    const before = change.before as { kind: TodayStatusKind; date: string; set_at: string } | null;
    const now = ctx.store.todayStatuses;
    const current = await now.get(change.business_id);
    if (before) await now.set({ business_id: change.business_id, kind: before.kind, date: before.date, set_at: new Date(before.set_at), set_by: adminId });
    else await now.clear(change.business_id);
    if (!(await repo.markReverted(change._id, adminId, new Date()))) throw conflict(CHANGE_MESSAGES.alreadyReverted);
    const was = current ? { kind: current.kind, date: current.date, set_at: current.set_at.toISOString() } : null;
    await repo.create({ business_id: change.business_id, user_id: adminId, by_owner: false, kind: 'status', before: was, after: before });
    return (await toChanges([(await repo.findById(change._id))!]))[0]!;
  }

  /** kind 'payments' (issue 21 §3): the methods and surcharge as they were, recorded as a change itself */
  async function revertPayments(adminId: string, change: ChangeRecord): Promise<Change> {
    const before = (change.before ?? {}) as { payments?: PaymentMethod[]; payment_surcharge_pct?: number | null };
    const current = await ctx.store.businesses.findById(change.business_id);
    if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
    await ctx.store.businesses.update(change.business_id, { payments: before.payments?.length ? before.payments : undefined, payment_surcharge_pct: before.payment_surcharge_pct || undefined });
    if (!(await repo.markReverted(change._id, adminId, new Date()))) throw conflict(CHANGE_MESSAGES.alreadyReverted);
    const was = { payments: current.payments ?? [], payment_surcharge_pct: current.payment_surcharge_pct ?? null };
    await repo.create({ business_id: change.business_id, user_id: adminId, by_owner: false, kind: 'payments', before: was, after: { payments: before.payments ?? [], payment_surcharge_pct: before.payment_surcharge_pct ?? null } });
    return (await toChanges([(await repo.findById(change._id))!]))[0]!;
  }

  /** kind 'details' (issue 21 §1): the changed fields of the page as they were, recorded as a change itself */
  async function revertDetails(adminId: string, change: ChangeRecord): Promise<Change> {
    const before = (change.before ?? {}) as Record<string, unknown>;
    const fields = OWNER_DETAIL_FIELDS.filter((f) => f in before);
    const current = await ctx.store.businesses.findById(change.business_id);
    if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
    // null: the field was empty (cleared again)
    const patch = Object.fromEntries(fields.map((f) => [f, before[f] === null ? undefined : before[f]]));
    await ctx.store.businesses.update(change.business_id, patch, current.version);
    const was = Object.fromEntries(fields.map((f) => [f, f === 'reservations' ? current.reservations === true : (current[f] ?? null)]));
    if (!(await repo.markReverted(change._id, adminId, new Date()))) throw conflict(CHANGE_MESSAGES.alreadyReverted);
    await repo.create({ business_id: change.business_id, user_id: adminId, by_owner: false, kind: 'details', before: was, after: before });
    return (await toChanges([(await repo.findById(change._id))!]))[0]!;
  }

  /**
   * kind 'photos' (issue 21 §1): the photo lists as they were, recorded as a change itself. The
   * files the undo takes off stay stored: the new change can bring them back.
   */
  async function revertPhotos(adminId: string, change: ChangeRecord): Promise<Change> {
    const before = (change.before ?? {}) as { photos?: string[]; thumbnails?: string[] };
    const photos = Array.isArray(before.photos) ? before.photos : [];
    const thumbnails = photos.map((p, i) => (Array.isArray(before.thumbnails) ? before.thumbnails[i] : undefined) || p);
    const current = await ctx.store.businesses.findById(change.business_id);
    if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
    const updated = await ctx.store.businesses.update(change.business_id, { photos, thumbnails }, current.version);
    if (!updated) throw notFound(BUSINESS_MESSAGES.notFound);
    if (!(await repo.markReverted(change._id, adminId, new Date()))) throw conflict(CHANGE_MESSAGES.alreadyReverted);
    const was = { photos: [...current.photos], thumbnails: current.photos.map((p, i) => current.thumbnails[i] || p) };
    await repo.create({ business_id: change.business_id, user_id: adminId, by_owner: false, kind: 'photos', before: was, after: { photos, thumbnails } });
    const kept = new Set([...photos, ...thumbnails]);
    await removeUnusedFiles(ctx, [...was.photos, ...was.thumbnails].filter((u) => !kept.has(u)), { businessId: change.business_id });
    return (await toChanges([(await repo.findById(change._id))!]))[0]!;
  }

  return {
    async page(query: unknown) {
      const q = parse(changesQuerySchema, query ?? {});
      const limit = CHANGE_LIMITS.pageMax;
      const { items, total } = await repo.page({ business_id: q.business_id, offset: (q.page - 1) * limit, limit });
      return { items: await toChanges(items), total, page: q.page, limit };
    },

    async revert(adminId: string, id: string): Promise<Change> {
      const change = await repo.findById(id);
      if (!change) throw notFound(CHANGE_MESSAGES.notFound);
      if (change.reverted_at) throw conflict(CHANGE_MESSAGES.alreadyReverted);
      // issue 24: a business added from an OpenStreetMap place (an approved request) is not undone here
      if (change.kind === 'created') throw conflict(CHANGE_MESSAGES.notUndoable);
      const latest = await repo.latest(change.business_id, change.kind);
      if (latest?._id !== change._id) throw conflict(CHANGE_MESSAGES.notLatest);
      if (change.kind === 'status') return revertStatus(adminId, change);
      if (change.kind === 'payments') return revertPayments(adminId, change);
      if (change.kind === 'details') return revertDetails(adminId, change);
      if (change.kind === 'photos') return revertPhotos(adminId, change);
      // kind 'menu': the sections as they were
      const current = await ctx.store.menus.get(change.business_id);
      const sections = (Array.isArray(change.before) ? change.before : []) as Parameters<typeof ctx.store.menus.put>[1];
      try {
        await ctx.store.menus.put(change.business_id, sections, current?.version ?? 0, adminId);
      } catch (err) {
        if (err instanceof StaleWriteError) throw conflict(API_MSG.staleWrite);
        throw err;
      }
      if (!(await repo.markReverted(change._id, adminId, new Date()))) throw conflict(CHANGE_MESSAGES.alreadyReverted);
      await repo.create({ business_id: change.business_id, user_id: adminId, by_owner: false, kind: change.kind, before: current?.sections ?? [], after: sections });
      return (await toChanges([(await repo.findById(change._id))!]))[0]!;
    },
  };
}
