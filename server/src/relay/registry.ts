// /wps/relay/<SERVICE>_<method>: each relay is its own route, so the OpenAPI document lists it;
// a name not registered here gets the platform's error envelope from the not-found handler.
import type { FastifyPluginAsync } from 'fastify';
import merchantWallet from './gcs/merchant-wallet.ts';

export const relays: FastifyPluginAsync[] = [merchantWallet];
