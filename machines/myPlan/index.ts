export { MY_PLAN_DELAYS, type MyPlanContext, type MyPlanEvent, myPlanMachine } from './myPlanMachine';
