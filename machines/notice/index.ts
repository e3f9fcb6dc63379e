export { NOTICE_DELAYS, type NoticeEvent, noticeMachine } from './noticeMachine';
