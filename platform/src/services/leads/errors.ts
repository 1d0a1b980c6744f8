import 'server-only';

// The app runtime is created once per process and shared by every route bundle, so a LeadError
// may come from another bundle's copy of this class: `instanceof` checks a shared brand instead.
const brand = Symbol.for('dealer.LeadError');

/** A refused lead: HTTP status, a sentence for people, and field messages for forms. */
export class LeadError extends Error {
  readonly [brand] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code = 'invalid_lead',
  ) {
    super(message);
    this.name = 'LeadError';
  }

  toJSON() {
    return { error: this.message, code: this.code, fields: this.fields };
  }
}
