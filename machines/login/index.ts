export { LOGIN_DELAYS, type LoginContext, type LoginEvent, loginMachine } from './loginMachine';
