/** Pictures (generated or uploaded) and recorded videos under GET /media/*. */
export { mediaRoutes } from './routes.ts';
/** The drawings scripts/make-videos.ts animates into the recorded clips. */
export { bannerPicture, productPicture } from './pictures.ts';
