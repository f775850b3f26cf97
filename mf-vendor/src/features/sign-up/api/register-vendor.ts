/** POST /vendorRegister (SPEC §7): vendor registration. */
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
