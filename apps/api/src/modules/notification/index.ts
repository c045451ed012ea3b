/**
 * Notifications' front door (decision 0012): members' lists of blog posts, announcements, promotions and order
 * updates with their read and delete marks; the staff's announcements; and what other modules call to tell members
 * something (notifyMember, notifyTier, notifyAll).
 */
export { notificationRoutes } from './routes.ts';
export { notificationAdminRoutes } from './admin-routes.ts';
export { notifyAll, notifyMember, notifyTier, type NotificationDraft } from './send.ts';
export { blogNotificationsJob, notifyPublishedBlogPosts, BLOG_NOTIFICATION_JOB } from './blog.ts';
