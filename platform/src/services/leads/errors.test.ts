import { describe, expect, it, vi } from 'vitest';

// A route bundle and the process-wide runtime can each hold their own copy of the error
// classes; a refusal thrown by one copy must still be recognised by the other.
describe('error classes shared across bundles', () => {
  it('recognises a LeadError thrown by another copy of the module', async () => {
    const first = await import('./errors');
    vi.resetModules();
    const second = await import('./errors');
    expect(second.LeadError).not.toBe(first.LeadError);
    const thrown = new second.LeadError(400, 'Please fix the following errors:', { form: 'x' });
    expect(thrown instanceof first.LeadError).toBe(true);
    expect(new Error('boom') instanceof first.LeadError).toBe(false);
    expect({ status: 400 } instanceof first.LeadError).toBe(false);
    expect((null as unknown) instanceof first.LeadError).toBe(false);
  });

  it('recognises a SearchError thrown by another copy of the module', async () => {
    const first = await import('../../search/errors');
    vi.resetModules();
    const second = await import('../../search/errors');
    expect(second.SearchError).not.toBe(first.SearchError);
    const thrown = new second.SearchError('invalid_search_filter', 'bad q');
    expect(thrown instanceof first.SearchError).toBe(true);
    expect(new Error('bad q') instanceof first.SearchError).toBe(false);
    const { LeadError } = await import('./errors');
    expect(new LeadError(400, 'x') instanceof first.SearchError).toBe(false);
  });
});
