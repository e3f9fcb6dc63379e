export { APP_INFO_DELAYS, type AppInfoContext, type AppInfoEvent, appInfoMachine } from './appInfoMachine';
