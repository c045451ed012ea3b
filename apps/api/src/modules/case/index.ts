/**
 * Support cases' front door (decision 0012): members' cases about an order or a general topic, the desk's answers
 * through the back office (its API, admin app and CLI), and the job that e-mails each answer to the member.
 */
export { caseRoutes } from './routes.ts';
export { caseAdminRoutes } from './admin-routes.ts';
export { caseAnswerMessageJob } from './answer-message.ts';
