// The slice of a pino logger that code below the HTTP layer logs through (Fastify's logger fits it),
// so domain code needs no Fastify type.
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
