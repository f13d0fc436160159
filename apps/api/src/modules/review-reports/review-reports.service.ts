import { LATEST_COMMENTS, OWNER_LIMITS, OWNER_MESSAGES, idParamsSchema, reportBodySchema, reportsQuerySchema, type Report } from '@guia/contracts';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { namesOf } from '../../shared/names';
import { refreshReviewSummary, type ReviewRecord } from '../businesses/reviews.repository';
import type { ReportRecord } from './review-reports.repository';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/**
 * Reports of a review or of the owner's reply (issue 21 §5): any signed-in person (the reviewer, the
 * owner, an admin …) reports an item once, with a reason; admins list the open ones, mark them
 * handled, or delete the reported item (which handles every open report of it).
 */
export function createReportsService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.reports;

  async function toReports(records: ReportRecord[]): Promise<Report[]> {
    const { businesses, people } = await namesOf(ctx.store, { businessIds: records.map((r) => r.business_id), userIds: records.map((r) => r.user_id) });
    const reviews = new Map<string, ReviewRecord | null>();
    for (const id of new Set(records.map((r) => r.review_id))) reviews.set(id, await ctx.store.reviews.findById(id));
    return records.map((r) => {
      const review = reviews.get(r.review_id) ?? null;
      const text = r.target === 'review' ? (review?.content ?? null) : (review?.reply?.content ?? null);
      return {
        _id: r._id,
        review_id: r.review_id,
        business_id: r.business_id,
        business_name: businesses.get(r.business_id) ?? null,
        target: r.target,
        reason: r.reason,
        user_id: r.user_id,
        user_name: people.get(r.user_id)?.name || people.get(r.user_id)?.username || '',
        status: r.status,
        text,
        created_at: r.created_at.toISOString(),
        ...(r.handled_at ? { handled_at: r.handled_at.toISOString() } : {}),
      };
    });
  }

  async function mustFind(id: string): Promise<ReportRecord> {
    const report = await repo.findById(parse(idParamsSchema, { id }).id);
    if (!report) throw notFound(OWNER_MESSAGES.reportNotFound);
    return report;
  }

  return {
    async create(userId: string, body: unknown): Promise<Report> {
      const { review_id, target, reason } = parse(reportBodySchema, bodyOf(body));
      const review = await ctx.store.reviews.findById(review_id);
      if (!review) throw notFound(OWNER_MESSAGES.reviewNotFound);
      if (target === 'reply' && !review.reply) throw notFound(OWNER_MESSAGES.replyNotFound);
      const made = await repo.create({ review_id, business_id: review.business_id, target, reason, user_id: userId });
      if (!made) throw conflict(OWNER_MESSAGES.alreadyReported);
      return (await toReports([made]))[0]!;
    },

    async page(query: unknown) {
      const q = parse(reportsQuerySchema, query ?? {});
      const limit = OWNER_LIMITS.reportsPageMax;
      const { items, total } = await repo.page({ status: q.status, offset: (q.page - 1) * limit, limit });
      return { items: await toReports(items), total, page: q.page, limit };
    },

    async handle(adminId: string, id: string): Promise<Report> {
      const report = await mustFind(id);
      await repo.handle({ id: report._id }, adminId, new Date());
      return (await toReports([(await repo.findById(report._id))!]))[0]!;
    },

    /** Deletes what was reported (a review: the business's figures are recomputed; a reply: only it goes). */
    async deleteItem(adminId: string, id: string): Promise<Report> {
      const report = await mustFind(id);
      const review = await ctx.store.reviews.findById(report.review_id);
      const now = new Date();
      if (report.target === 'review') {
        if (review) {
          await ctx.store.reviews.delete(review._id);
          await refreshReviewSummary(ctx.store, review.business_id, LATEST_COMMENTS);
        }
        // the review and its reply are gone: every report of either is handled
        await repo.handle({ review_id: report.review_id }, adminId, now);
      } else {
        if (review?.reply) await ctx.store.reviews.setReply(review._id, null);
        await repo.handle({ review_id: report.review_id, target: 'reply' }, adminId, now);
      }
      return (await toReports([(await repo.findById(report._id))!]))[0]!;
    },
  };
}
