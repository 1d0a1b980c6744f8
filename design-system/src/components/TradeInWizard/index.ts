export {
  WizardProgress,
  wizardStepStates,
  type WizardProgressProps,
  type WizardStepState,
} from './WizardProgress';
export {
  WizardStep,
  wizardContinueTypes,
  wizardStepHeadingLevels,
  type WizardStepProps,
} from './WizardStep';
export {
  ValuationResult,
  valuationResultHeadingLevels,
  valuationResultVariants,
  type ValuationResultProps,
} from './ValuationResult';
export {
  VehicleIdentified,
  type VehicleIdentifiedDetail,
  type VehicleIdentifiedProps,
} from './VehicleIdentified';
