/** POST /vendorRegister (product §7): vendor registration. */
import { useMutation } from '@tanstack/react-query';
import { api, call, messageOf, unwrap } from '@utsav/shared/api-client';
import type { PostBody } from '@utsav/domain/contract';

/**
 * The registration as the API takes it: the vendor policy and terms agreed to (`terms`, required by the shared
 * schema) and the code sent by SMS to `phone` (`otp`, POST /vendor/signup-code).
 */
export type VendorRegistration = Required<PostBody<'/api/vendorRegister'>>;

/** Resolves with the server's message on success; throws with it otherwise. */
export async function registerVendor(payload: VendorRegistration): Promise<string> {
  const data = await call(api.POST('/api/vendorRegister', { body: payload }));
  unwrap(data, 'Registration failed');
  return messageOf(data) || 'Registration successful. Please sign in.';
}

export function useRegisterVendor() {
  return useMutation({ mutationFn: registerVendor });
}
