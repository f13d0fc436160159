import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_INTERVAL_MS, COMMENT_ROTATION_MS, type Business, type Comment } from '@guia/contracts';
import { Carousel } from '../../components/carousel/carousel';
import { PaymentBadges } from '../../components/business/payment-badges';
import { paths } from '../../config/paths';
import { promotedQuery } from '../../lib/api/public-lists';
import {
  PLACEHOLDER_IMAGE,
  businessAddress,
  businessName,
  commentAuthor,
  commentText,
  hasRating,
  ratingText,
  thumbnailOf,
} from '../../lib/business-info';
import { QuoteIcon, StarSolidIcon } from '../../components/icons/home-icons';
import { ListLoading, PromotedFrame } from './home-section';
import { useHomeText } from './home-text';
import { useLogError } from './use-log-error';
import { Photo } from '../../components/data-saver/photo';
import type { TopsNavState } from '../../lib/nav-state';
import { photoSourcesOf } from '../../lib/photo-sources';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';

type PromotedBusiness = Partial<Business> & Pick<Business, '_id'>;
type CommentLike = Partial<Comment> | null | undefined;

function CommentView({ comment }: { comment: CommentLike }) {
  const msg = useMsg();
  // no words: said plainly, not dressed as a quotation (issue 20, Spanish text); the author, if any, still named
  if (!comment?.content?.trim())
    return (
      <p className="promo-slide__comment promo-slide__comment--none">
        {commentText(null, msg)}
        {comment && <span> — {commentAuthor(comment.username, msg)}</span>}
      </p>
    );
  return (
    <blockquote className="promo-slide__comment">
      <QuoteIcon className="promo-slide__quote" />
      <p>{commentText(comment?.content, msg)}</p>
      {/* with no comment at all there is no author to name */}
      {comment && <footer>— {commentAuthor(comment.username, msg)}</footer>}
    </blockquote>
  );
}

/**
 * The comments of the visible slide, one at a time, rotating every 2 s when there are several
 * (spec §4). Mounted only while its slide is visible, so each slide change starts again at the first.
 */
function RotatingComment({ comments }: { comments: CommentLike[] }) {
  const [current, setCurrent] = useState(0);
  const count = comments.length;
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), COMMENT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count]);
  return (
    <div className="promo-slide__comments" data-comment-index={current % Math.max(1, count)}>
      <CommentView comment={comments[current % Math.max(1, count)]} />
    </div>
  );
}

/** The slide's picture: the carousel's width on phones, its left half (1 : 1.15) from 600 px. */
const PROMO_PHOTO_SIZES = '(max-width: 599px) calc(100vw - 2rem), (max-width: 1280px) 45vw, 560px';

function PromotedSlide({ business, active }: { business: PromotedBusiness; active: boolean }) {
  const msg = useMsg();
  const name = businessName(business.name, msg);
  const lang = useLang();
  const image = thumbnailOf(business);
  const comments: CommentLike[] = Array.isArray(business.comments) ? business.comments : [];
  const kind = business.categories?.[0] ?? business.types?.[0] ?? msg.fallbackBusinessType;
  const state: TopsNavState = { highlightBusinessId: business._id };
  return (
    <article className="promo-slide">
      <Photo
        className="promo-slide__image"
        src={image}
        srcSet={photoSourcesOf(business).srcSet}
        sizes={PROMO_PHOTO_SIZES}
        alt={image === PLACEHOLDER_IMAGE ? '' : name}
        width={640}
        height={400}
        loading="lazy"
      />
      <div className="promo-slide__body">
        <p className="promo-slide__kind">{kind}</p>
        <h3 className="promo-slide__name">
          {/* the whole slide is clickable: the link stretches over it (spec §2 → /tops) */}
          <Link className="stretched-link" to={paths.tops} state={state}>
            {name}
          </Link>
        </h3>
        <p className="promo-slide__meta">
          {hasRating(business.rating) && <StarSolidIcon className="star" />}
          <span>{ratingText(business.rating, msg, lang)}</span>
          <span aria-hidden="true">·</span>
          <span>{businessAddress(business, msg)}</span>
        </p>
        <PaymentBadges payments={business.payments} className="promo-slide__payments" />
        {active ? (
          <RotatingComment comments={comments} />
        ) : (
          <div className="promo-slide__comments">
            <CommentView comment={comments[0]} />
          </div>
        )}
      </div>
    </article>
  );
}

/** Promoted businesses (spec §2, §4): 8 s carousel; a slide goes to /tops highlighting it. */
export function PromotedSection() {
  const text = useHomeText();
  const msg = useMsg();
  const { data, isPending, error } = useQuery(promotedQuery());
  // Spec §8: a failure is only logged.
  useLogError(error, msg.businessesLoadError);
  const businesses: PromotedBusiness[] = (data ?? []).filter((b) => b && typeof b._id === 'string');

  return (
    <PromotedFrame>
      {isPending ? (
        <ListLoading text={msg.loading} variant="wide" />
      ) : businesses.length === 0 ? (
        <p className="home-empty">{msg.noBusinesses}</p>
      ) : (
        <Carousel
          className="promo-carousel"
          label={text.promotedCarousel}
          count={businesses.length}
          intervalMs={CAROUSEL_INTERVAL_MS}
          renderSlide={(i, active) => <PromotedSlide business={businesses[i]} active={active} />}
        />
      )}
    </PromotedFrame>
  );
}
