export { type SessionContext, type SessionEvent, sessionMachine } from './sessionMachine';
