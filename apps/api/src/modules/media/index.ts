/** Pictures (generated or uploaded) and recorded videos under GET /media/*. */
export { mediaRoutes } from './routes.ts';
/** The drawings scripts/make-videos.ts animates into the recorded clips. */
export { bannerPicture, productPicture } from './pictures.ts';
/** The drawing of each kind of product, by its category: the seed's templates are each held to having one. */
export { DRAWINGS } from './drawings.ts';
/** The media storage's folders of pictures uploaded in the back office (products', content's), served like the drawn ones. */
export { CATALOGUE_UPLOADS, CONTENT_UPLOADS } from './service.ts';
