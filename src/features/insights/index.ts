/**
 * Public surface of the insights feature (German, admins only): /admin/insights, what visitors ask
 * the assistant, and /admin/answers, the answers the team teaches it.
 */
export { InsightsPage } from './components/insights-page';
export { AnswersPage } from './components/answers-page';
