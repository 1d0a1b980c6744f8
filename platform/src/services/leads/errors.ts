/** A refused lead: HTTP status, a sentence for people, and field messages for forms. */
export class LeadError extends Error {
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
