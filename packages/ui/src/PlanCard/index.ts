export { PlanCard, type PlanCardProps, PlanCardSkeleton, type PlanSummary } from './PlanCard';
