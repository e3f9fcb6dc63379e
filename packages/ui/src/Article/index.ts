export { Article, type ArticleProps, ArticleWaiting } from './Article';
