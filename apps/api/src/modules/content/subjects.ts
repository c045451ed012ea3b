/**
 * What a content preview link is bound to (decision 0055): the catalogue's preview tokens (decision 0048) sign a
 * subject, and a post's subject can never be a product's code (PRD…), so a post's link opens no product and back.
 */
export const blogPreviewSubject = (id: number) => `blog-post:${id}`;
