export { appInfo } from './data/info.ts';
export { api, handlers } from './handlers.ts';
export { type DemoLang, langOf } from './lang.ts';
export { DEMO_API_MARKER } from './marker.ts';
