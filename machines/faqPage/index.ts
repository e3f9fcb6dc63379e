export { clientPage, FAQ_FETCH_SIZE, FAQ_PAGE_SIZE, type FaqPages, faqPages } from './faqPages';
