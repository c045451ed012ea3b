/** Reminders' front door (decision 0070): the member's "remind me" routes and the job that tells them at the start. */
export { reminderRoutes } from './routes.ts';
export { reminderJob, sendReminders } from './job.ts';
export { REMINDER_JOB } from './service.ts';
