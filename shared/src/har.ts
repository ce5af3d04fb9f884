// HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the part the simulator writes and reads:
// journal.exportHar writes it, `pnpm sim replay` and `pnpm sim record` read and write it. Browsers'
// captures carry more fields; the schemas keep them (loose). The simulator's own fields start with `_`
// as the format allows: `_username`, `_merchant`, `_errorCode`, `_encrypted` (the body is the plain
// JSON the encrypted call carried, to be encrypted again), `_stubId`, `_journalId`.
import { z } from 'zod';

export const harHeader = z.object({ name: z.string(), value: z.string() }).loose();
export type HarHeader = z.infer<typeof harHeader>;

export const harRequest = z
  .object({
    method: z.string(),
    url: z.string(),
    httpVersion: z.string().default('HTTP/1.1'),
    headers: z.array(harHeader).default([]),
    queryString: z.array(harHeader).default([]),
    cookies: z.array(z.unknown()).default([]),
    postData: z
      .object({ mimeType: z.string().default(''), text: z.string().optional() })
      .loose()
      .optional(),
    headersSize: z.number().default(-1),
    bodySize: z.number().default(-1),
  })
  .loose();

export const harResponse = z
  .object({
    status: z.number().int(),
    statusText: z.string().default(''),
    httpVersion: z.string().default('HTTP/1.1'),
    headers: z.array(harHeader).default([]),
    cookies: z.array(z.unknown()).default([]),
    content: z
      .object({
        size: z.number().default(-1),
        mimeType: z.string().default(''),
        text: z.string().optional(),
        encoding: z.string().optional(),
      })
      .loose(),
    redirectURL: z.string().default(''),
    headersSize: z.number().default(-1),
    bodySize: z.number().default(-1),
  })
  .loose();

export const harEntry = z
  .object({
    startedDateTime: z.string(),
    time: z.number(),
    request: harRequest,
    response: harResponse,
    cache: z.object({}).loose().default({}),
    timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }).loose(),
    _username: z.string().nullish(),
    _merchant: z.string().nullish(),
    _errorCode: z.string().nullish(),
    _encrypted: z.boolean().optional(),
    _stubId: z.number().nullish(),
    _journalId: z.number().optional(),
  })
  .loose();
export type HarEntry = z.infer<typeof harEntry>;

export const harLog = z.object({
  log: z
    .object({
      version: z.string(),
      creator: z.object({ name: z.string(), version: z.string() }).loose(),
      pages: z.array(z.unknown()).optional(),
      entries: z.array(harEntry),
    })
    .loose(),
});
export type Har = z.infer<typeof harLog>;

/** The value of a header by name, whatever its case (HAR keeps the case it saw). */
export function harHeaderValue(headers: readonly HarHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === lower)?.value;
}
