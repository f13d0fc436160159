import { Router } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { route } from '../../shared/route';
import { createReviewsService } from './reviews.service';

/**
 * /api/business/{id}/comments/{reviewId}/reply (issue 21 §5): the business's owner (or an admin)
 * replies once to a review — PUT again edits it, DELETE takes it back. Answers the review with its
 * reply.
 */
export function createReviewReplyRoutes(ctx: AppContext): Router {
  const router = Router();
  const reviews = createReviewsService(ctx);
  route(router, API.reviewsReply, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await reviews.reply(String(req.params.id), String(req.params.reviewId), req.body, req.auth!.userId));
  });
  route(router, API.reviewsUnreply, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await reviews.removeReply(String(req.params.id), String(req.params.reviewId)));
  });
  return router;
}
