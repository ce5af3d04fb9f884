// What the gateway hangs on each request, and the per-route switches it reads.
import type { Language } from '@sim/shared/languages';
import type { SessionMember } from '../domain/accounts/sessions.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import type { Services } from '../services.ts';
import type { AnswerCacheSpec } from './answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sim: Services;
  }
  interface FastifyRequest {
    merchant: MerchantProfile;
    member: SessionMember | null;
    language: Language;
  }
  interface FastifyContextConfig {
    /**
     * 'member': a token call of spec section 6; 401 without a live session. 'agent': the same, and the
     * member must be an agent (the agent centre's calls). Published in the OpenAPI document (openapi.ts).
     */
    auth?: 'member' | 'agent';
    /** the body arrives RSA+DES encrypted (wire-contract.md section 3) */
    encrypted?: boolean;
    /** false: still answers during maintenance or region restriction (boot and key calls) */
    gated?: boolean;
    /** a real-account feature: trial accounts (type 4) get in_need_true_account */
    realAccount?: boolean;
    /** take the body as text whatever its content type (free play's random string) */
    rawBody?: boolean;
    /**
     * 'optional': real pages make this call before they know their merchant (the RSA key fetch of
     * /js/encrypt.js, wire-contract.md 8); a Merchant header, when sent, must still be exactly one known code
     */
    merchant?: 'optional';
    /** 'login': counts against the per-client login rate limit (foundation/request-limits.ts) */
    rateLimited?: 'login';
    /** the answer is kept and served again while what it depends on holds (answer-cache.ts) */
    cache?: AnswerCacheSpec;
    /** false: the answer goes uncompressed even to a client that asks for compression (compression.ts) */
    compress?: boolean;
  }
}
