export { AdminPage } from './components/admin-page';
export { adminCopy } from './copy';
export { loadAllCaseStudies } from './api/get-all-case-studies';
export { getCaseStudyForPreview } from './api/get-case-study-for-preview';
