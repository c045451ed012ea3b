/**
 * The review module's front door (decision 0012): a completed order's lines wait for review, the member writes them
 * with photos and a video, and the product page shows them with a rating summary, sorts, filters and likes.
 */
export { reviewRoutes, type ReviewRouteOptions } from './routes.ts';
export { reviewAdminRoutes } from './admin-routes.ts';
export { openReviewsOf } from './opening.ts';
export { waitingForReviewCount } from './member-reviews.ts';
export { productRatingSummary } from './product-reviews.ts';
export { reviewVideoJob, convertReviewVideo } from './video-job.ts';
export { REVIEW_VIDEO_JOB } from './media.ts';
