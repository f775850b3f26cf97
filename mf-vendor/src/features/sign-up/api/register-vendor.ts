/** POST /vendorRegister (product §7): vendor registration. */
import { useMutation } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';

export interface VendorRegistration {
  name: string;
  email: string;
  phone: string;
  password: string;
  cpassword: string;
  serviceId: number;
  userType: string;
  /** The vendor policy and terms were agreed to (required by the shared schema, issue 31). */
  terms: true;
  /** The code sent by SMS to `phone` (POST /vendor/signup-code, issue 33.4). */
  otp: string;
}

/** Resolves with the server's message on success; throws with it otherwise. */
export async function registerVendor(payload: VendorRegistration): Promise<string> {
  const { data } = await api.post<Envelope>('/vendorRegister', payload);
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Registration failed');
  return messageOf(data) || 'Registration successful. Please sign in.';
}

export function useRegisterVendor() {
  return useMutation({ mutationFn: registerVendor });
}
