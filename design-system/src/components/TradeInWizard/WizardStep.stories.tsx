import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Form } from '../Form/Form';
import { RadioGroupField } from '../RadioGroup/RadioGroupField';
import { SelectField } from '../Select/SelectField';
import { TextField } from '../TextField/TextField';
import { WizardProgress } from './WizardProgress';
import { WizardStep } from './WizardStep';

const meta = {
  title: 'Dealer/TradeInWizard/WizardStep',
  component: WizardStep,
  tags: ['autodocs'],
  args: {
    title: 'Kilometres',
    description: 'How many kilometres are on the odometer?',
    children: <p style={{ margin: 0 }}>The step’s fields go here.</p>,
    continueType: 'button',
    onBack: fn(),
    onContinue: fn(),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressBoth: Story['play'] = async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  const step = canvas.getByRole('region', { name: args.title });
  await expect(within(step).getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
  await expect(args.onBack).toHaveBeenCalledTimes(1);
  await userEvent.click(canvas.getByRole('button', { name: args.continueLabel ?? 'Continue' }));
  await expect(args.onContinue).toHaveBeenCalledTimes(1);
};

/** A titled step with Back and Continue. */
export const BackAndContinue: Story = { play: pressBoth };

/** The first step has no Back. */
export const FirstStep: Story = {
  args: { title: 'Your Vehicle', description: undefined, onBack: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Continue says what it does. */
export const ContinueLabel: Story = {
  args: { title: 'Your Details', continueLabel: 'Get My Valuation' },
  play: pressBoth,
};

/** While the next step is on its way, Continue spins and neither button can be pressed. */
export const Busy: Story = {
  args: {
    title: 'Your Vehicle',
    continueLabel: 'Find My Vehicle',
    busy: true,
    busyLabel: 'Finding your vehicle',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your Vehicle' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const find = canvas.getByRole('button', { name: /Find My Vehicle/ });
    await expect(find).toBeDisabled();
    await expect(find).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding your vehicle');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(find, { pointerEventsCheck: 0 });
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A heading level under the page's own h2. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Kilometres' }),
    ).toBeVisible();
  },
};

// A story-only wizard of three steps, each its own form (the platform's schemas have the same
// shape): Continue submits the step, so its schema checks it first.
const vehicleSchema = z.object({
  rego: z.string().trim().min(1, 'Please enter your registration number.'),
  regoState: z.enum(['NSW', 'QLD', 'VIC'], {
    error: 'Please choose the state your vehicle is registered in.',
  }),
});
const conditionSchema = z.object({
  keys: z.enum(['two-or-more', 'one'], { error: 'Please tell us how many keys you have.' }),
});
type Wizard = Partial<z.input<typeof vehicleSchema> & z.input<typeof conditionSchema>>;

const steps = ['Your Vehicle', 'Condition', 'Your Valuation'];

function VehicleStep({ values, onNext }: { values: Wizard; onNext: (v: Wizard) => void }) {
  const form = useForm<z.input<typeof vehicleSchema>, unknown, z.output<typeof vehicleSchema>>({
    resolver: zodResolver(vehicleSchema),
    defaultValues: { rego: values.rego ?? '', regoState: values.regoState },
    shouldFocusError: false,
  });
  return (
    <Form form={form} onSubmit={onNext} aria-label="Your Vehicle">
      <WizardStep title="Your Vehicle" continueLabel="Find My Vehicle" focusTitleOnMount>
        <TextField name="rego" label="Registration number" required />
        <SelectField
          name="regoState"
          label="State"
          placeholder="Choose a state"
          options={[
            { value: 'NSW', label: 'NSW' },
            { value: 'QLD', label: 'QLD' },
            { value: 'VIC', label: 'VIC' },
          ]}
          required
        />
      </WizardStep>
    </Form>
  );
}

function ConditionStep({
  values,
  onNext,
  onBack,
}: {
  values: Wizard;
  onNext: (v: Wizard) => void;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof conditionSchema>, unknown, z.output<typeof conditionSchema>>({
    resolver: zodResolver(conditionSchema),
    defaultValues: { keys: values.keys },
    shouldFocusError: false,
  });
  return (
    <Form form={form} onSubmit={onNext} aria-label="Condition">
      <WizardStep title="Condition" onBack={onBack} focusTitleOnMount>
        <RadioGroupField
          name="keys"
          label="How many keys do you have?"
          options={[
            { value: 'two-or-more', label: 'Two or more' },
            { value: 'one', label: 'One' },
          ]}
          required
        />
      </WizardStep>
    </Form>
  );
}

function ThreeStepWizard({ onComplete }: { onComplete: (values: Wizard) => void }) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<Wizard>({});
  const next = (more: Wizard) => {
    const all = { ...values, ...more };
    setValues(all);
    if (step === 2) onComplete(all);
    setStep(step + 1);
  };
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <WizardProgress steps={steps} currentStep={step} label="Valuation steps" />
      {step === 1 ? <VehicleStep values={values} onNext={next} /> : null}
      {step === 2 ? (
        <ConditionStep values={values} onNext={next} onBack={() => setStep(1)} />
      ) : null}
      {step === 3 ? (
        <WizardStep
          title="Your Valuation"
          onBack={() => setStep(2)}
          continueType="button"
          continueLabel="Start Again"
          onContinue={() => setStep(1)}
          focusTitleOnMount
        >
          <p style={{ margin: 0 }}>Thanks, {values.rego}.</p>
        </WizardStep>
      ) : null}
    </div>
  );
}

/** Continue submits the step's form: an empty step shows its errors; Back keeps the answers. */
export const StepThrough: StoryObj<typeof ThreeStepWizard> = {
  render: ({ onComplete }) => <ThreeStepWizard onComplete={onComplete} />,
  args: { onComplete: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Vehicle' }));
    const summary = await canvas.findByRole('alert', { name: 'Please fix the following errors:' });
    await expect(summary).toHaveTextContent('Please enter your registration number.');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Registration number' }), 'ABC123');
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'NSW' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Vehicle' }));

    // the new step's title takes focus, so a screen reader announces it
    const condition = await canvas.findByRole('heading', { name: 'Condition' });
    await waitFor(() => expect(condition).toHaveFocus());
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: 'Registration number' })).toHaveValue(
      'ABC123',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Vehicle' }));

    await userEvent.click(await canvas.findByRole('radio', { name: 'One' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith({
        rego: 'ABC123',
        regoState: 'NSW',
        keys: 'one',
      }),
    );
    await expect(await canvas.findByText('Thanks, ABC123.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Valuation steps' })).toBeVisible();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' }, play: pressBoth };

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { title: 'Your Details', continueLabel: 'Get My Valuation' },
  play: pressBoth,
};

export const ToyotaBusy: Story = { ...Busy, globals: { brand: 'toyota' } };
export const CaravanBusy: Story = { ...Busy, globals: { brand: 'caravan' } };
