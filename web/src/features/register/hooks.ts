import { useMutation } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireEncrypted, wireGet } from '../../api/wire';
import { useFeatureFlags } from '../../lib/site-status/site-status';

const envelopeSchemas = lazySchemas(() => import('@sim/shared/envelope'));
const registerSchemas = lazySchemas(() => import('@sim/shared/wps/register'));

/** Which registrations the merchant offers (REG3's children in the white-label tree). */
export function useRegistrationModes() {
  const flags = useFeatureFlags();
  const username = flags.USERNAMEREG3 === true;
  const mobile = flags.MOBILENUMREG3 === true;
  return {
    username,
    mobile,
    any: username || mobile,
    /** the register button in the top bar */
    direct: flags.DIRECTREG3 === true && (username || mobile),
    /** MOBILENUMPASSREG3: mobile registration asks for a password */
    mobilePassword: flags.MOBILENUMPASSREG3 === true,
    /** REGMOBVERF3: username registration verifies the mobile field with an SMS code */
    usernameSms: flags.REGMOBVERF3 === true,
  };
}

/** GET /wps/check/username: success when free, US_CUSTOMER_EXIST_ERROR or US_NAME_FORMAT_ERROR otherwise. */
export function checkUsername(username: string) {
  return wireGet('/wps/check/username', envelopeSchemas.noValueSchema, { query: { username } });
}

/** GET /wps/agent/affiliate: fails with US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR for an unknown code. */
export function checkAffiliate(code: string) {
  return wireGet('/wps/agent/affiliate', registerSchemas.affiliateSchema, {
    query: { code, domain: window.location.host },
  });
}

export type RegistrationKind = 'username' | 'mobile';

const REGISTER_PATHS: Record<RegistrationKind, string> = {
  username: '/wps/member/register',
  mobile: '/wps/member/register/mobile',
};

export interface RegistrationInput {
  payload: Record<string, unknown>;
  /** checked with /wps/agent/affiliate before registering (spec section 4, "Register") */
  affiliateCode?: string;
}

export function useRegistration(kind: RegistrationKind) {
  return useMutation({
    mutationFn: async ({ payload, affiliateCode }: RegistrationInput) => {
      if (affiliateCode) await checkAffiliate(affiliateCode);
      return wireEncrypted('PUT', REGISTER_PATHS[kind], payload, registerSchemas.registerResponseSchema);
    },
  });
}

export function useUsernameCheck() {
  return useMutation({ mutationFn: checkUsername });
}
