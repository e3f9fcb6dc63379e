export { type LanguageContext, type LanguageEvent, languageMachine } from './languageMachine';
