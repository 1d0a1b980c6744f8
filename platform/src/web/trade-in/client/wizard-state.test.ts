import { describe, expect, it, vi } from 'vitest';
import { tradeInStepSchemas } from '../../../domain/trade-in';
import {
  clearWizardState,
  emptyWizardState,
  loadWizardState,
  reachableStep,
  saveWizardState,
  searchWithStep,
  stepAnswered,
  stepFromSearch,
  WIZARD_STORAGE_KEY,
  type WizardState,
} from './wizard-state';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const hilux = {
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  badge: 'SR5',
  body: 'Double Cab Pick Up',
  fuel: 'Diesel',
  transmission: '6 Speed Automatic',
};

const answers = {
  rego: 'ABC123',
  regoState: 'NSW',
  kms: 60000,
  adjustmentAnswers: {
    accidentHistory: 'none',
    mechanicalIssues: 'none',
    bodyCondition: 'good',
    interiorCondition: 'good',
    serviceHistory: 'full',
    keys: 'two-or-more',
  },
};

const looked: WizardState = {
  ...emptyWizardState,
  values: { rego: 'ABC123', regoState: 'NSW' },
  lookup: {
    status: 'found',
    vehicle: hilux,
    source: 'demo-estimate',
    rego: 'ABC123',
    regoState: 'NSW',
  },
};

describe('the step in the query', () => {
  it('reads a known step and ignores anything else', () => {
    expect(stepFromSearch('?step=condition')).toBe('condition');
    expect(stepFromSearch('?car_id=12&step=details')).toBe('details');
    expect(stepFromSearch('?step=payment')).toBeNull();
    expect(stepFromSearch('')).toBeNull();
  });

  it('sets the step and keeps the rest; the first step has no query', () => {
    expect(searchWithStep('?car_id=12', 'kilometres')).toBe('?car_id=12&step=kilometres');
    expect(searchWithStep('?car_id=12&step=condition', 'vehicle')).toBe('?car_id=12');
    expect(searchWithStep('?step=condition', 'vehicle')).toBe('');
  });
});

describe('stepAnswered', () => {
  it('counts the registration answered only once the lookup answered for it as it stands', () => {
    expect(stepAnswered(looked, 'vehicle', tradeInStepSchemas)).toBe(true);
    expect(stepAnswered({ ...looked, lookup: null }, 'vehicle', tradeInStepSchemas)).toBe(false);
    // the shopper changed the registration after the lookup
    expect(
      stepAnswered(
        { ...looked, values: { ...looked.values, rego: 'XYZ789' } },
        'vehicle',
        tradeInStepSchemas,
      ),
    ).toBe(false);
  });

  it('holds each later step to its schema', () => {
    expect(stepAnswered(looked, 'kilometres', tradeInStepSchemas)).toBe(false);
    expect(stepAnswered({ ...looked, values: answers }, 'kilometres', tradeInStepSchemas)).toBe(
      true,
    );
    expect(stepAnswered({ ...looked, values: answers }, 'condition', tradeInStepSchemas)).toBe(
      true,
    );
    const oneMissing = { ...answers, adjustmentAnswers: { accidentHistory: 'none' } };
    expect(stepAnswered({ ...looked, values: oneMissing }, 'condition', tradeInStepSchemas)).toBe(
      false,
    );
  });

  it('counts the valuation answered once the lead was sent', () => {
    expect(stepAnswered(looked, 'valuation', tradeInStepSchemas)).toBe(false);
    const result = {
      leadId: 'L1',
      vehicle: hilux,
      valuation: null,
      source: 'demo-estimate' as const,
    };
    expect(stepAnswered({ ...looked, result }, 'valuation', tradeInStepSchemas)).toBe(true);
  });
});

describe('reachableStep', () => {
  it('opens the first step with nothing answered, whatever the query asks', () => {
    expect(reachableStep(emptyWizardState, null, tradeInStepSchemas)).toBe('vehicle');
    expect(reachableStep(emptyWizardState, 'details', tradeInStepSchemas)).toBe('vehicle');
  });

  it('opens the step asked for when every step before it is answered', () => {
    const state = { ...looked, values: answers };
    expect(reachableStep(state, 'condition', tradeInStepSchemas)).toBe('condition');
    expect(reachableStep(state, 'details', tradeInStepSchemas)).toBe('details');
    expect(reachableStep(looked, 'details', tradeInStepSchemas)).toBe('kilometres');
  });

  it('never opens the valuation before the lead is sent, and only it after', () => {
    expect(reachableStep({ ...looked, values: answers }, 'valuation', tradeInStepSchemas)).toBe(
      'details',
    );
    const result = {
      leadId: 'L1',
      vehicle: hilux,
      valuation: null,
      source: 'demo-estimate' as const,
    };
    expect(
      reachableStep({ ...looked, values: answers, result }, 'vehicle', tradeInStepSchemas),
    ).toBe('valuation');
  });
});

describe('keeping the wizard for a reload', () => {
  it('gives back what it kept, without the honeypot', () => {
    const storage = memoryStorage();
    saveWizardState(storage, { ...looked, values: { ...answers, website: 'spam' } });
    const kept = loadWizardState(storage);
    expect(kept.values).toEqual(answers);
    expect(kept.lookup).toEqual(looked.lookup);
    clearWizardState(storage);
    expect(storage.items.has(WIZARD_STORAGE_KEY)).toBe(false);
  });

  it('starts empty on nothing kept, on unreadable text and on a shape it does not know', () => {
    expect(loadWizardState(null)).toEqual(emptyWizardState);
    expect(loadWizardState(memoryStorage())).toEqual(emptyWizardState);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadWizardState(memoryStorage({ [WIZARD_STORAGE_KEY]: '{not json' }))).toEqual(
      emptyWizardState,
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(loadWizardState(memoryStorage({ [WIZARD_STORAGE_KEY]: '[1,2]' }))).toEqual(
      emptyWizardState,
    );
    const oddResult = JSON.stringify({ values: {}, result: { leadId: 5 }, saveFailed: 'yes' });
    expect(loadWizardState(memoryStorage({ [WIZARD_STORAGE_KEY]: oddResult }))).toEqual(
      emptyWizardState,
    );
  });

  it('only logs when the browser refuses to keep it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveWizardState(full, looked)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'));
    warn.mockRestore();
  });
});
