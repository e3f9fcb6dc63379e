export { PlanCard, type PlanCardProps, type PlanSummary } from './PlanCard';
