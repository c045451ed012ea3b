/**
 * Support cases' front door (decision 0012): members' cases about an order or a general topic, the staff's answers
 * through their API and CLI, and the job that e-mails each answer to the member.
 */
export { caseRoutes, staffCaseRoutes } from './routes.ts';
export { caseAdminRoutes } from './admin-routes.ts';
export { caseAnswerMessageJob } from './answer-message.ts';
