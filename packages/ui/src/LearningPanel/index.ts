export { LearningPanel, type LearningPanelProps } from './LearningPanel';
