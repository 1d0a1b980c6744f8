import { CheckIcon } from '../../icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './WizardProgress.css';

export const wizardStepStates = ['complete', 'current', 'upcoming'] as const;
export type WizardStepState = (typeof wizardStepStates)[number];

export interface WizardProgressProps {
  /** the steps' names, in order: 'Your Vehicle', 'Kilometres', ... */
  steps: readonly string[];
  /** the step the shopper is on, counting from 1 */
  currentStep: number;
  /** names the list of steps for screen readers */
  label?: string;
  /** the line above the steps; 'Step 2 of 5' by default */
  countText?: (current: number, total: number) => string;
}

const stepCount = (current: number, total: number) => `Step ${current} of ${total}`;

/**
 * Where a shopper is in a wizard: 'Step 2 of 5' over an ordered list of the steps, the current
 * one marked with aria-current="step" and the ones before it ticked off.
 */
export function WizardProgress({
  steps,
  currentStep,
  label = 'Steps',
  countText = stepCount,
}: WizardProgressProps) {
  if (steps.length === 0) return null;
  const current = Math.min(steps.length, Math.max(1, Math.round(currentStep)));
  return (
    <div className={styles.root} data-slot="wizard-progress">
      <p className={styles.count}>{countText(current, steps.length)}</p>
      <ol className={styles.list} aria-label={label}>
        {steps.map((name, index) => {
          const number = index + 1;
          const state: WizardStepState =
            number < current ? 'complete' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={name}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={`${styles.marker} ${styles.markerState[state]}`} aria-hidden="true">
                {state === 'complete' ? <CheckIcon size={16} /> : number}
              </span>
              <span className={styles.name[state]}>
                {name}
                {state === 'complete' ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
