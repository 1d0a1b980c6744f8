export { ModelCard, modelCardLabels, type ModelCardLabel, type ModelCardProps } from './ModelCard';
