export { CaseStudyList } from './components/case-study-list';
export { CaseStudyDetail } from './components/case-study-detail';
export { getPublishedStoryRefs } from './api/get-published-story-refs';
export { linkStories } from './lib/story-links';
