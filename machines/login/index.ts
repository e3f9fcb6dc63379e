export { LOGIN_DELAYS, type LoginContext, type LoginEvent, type LoginField, loginMachine } from './loginMachine';
