export { COUPONS, CURRENCY, catalogue, TAX_PERCENT } from './catalogue.ts';
export { demoNow, pinDemoClock } from './clock.ts';
export { appInfo } from './data/info.ts';
export { api, createHandlers, demoStore, handlers, resetDemoStore } from './handlers.ts';
export { type DemoLang, langOf } from './lang.ts';
export { DEMO_API_MARKER } from './marker.ts';
export { seedState } from './seed-state.ts';
export { DEMO_CODE, DEMO_STUDENT, DemoStore } from './store.ts';
