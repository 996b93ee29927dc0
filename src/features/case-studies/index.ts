export { CaseStudyList } from './components/case-study-list';
export { CaseStudyArticle } from './components/case-study-detail';
export {
  type CaseStudyCard,
  findPublishedCaseStudy,
  findRenamedCaseStudy,
  listPublishedCaseStudies,
} from './api/published';
export { linkStories } from './lib/story-links';
export { summary } from './lib/text';
