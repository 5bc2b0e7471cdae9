/** Embedded PostgreSQL cannot start here; the message is one sentence that says what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
