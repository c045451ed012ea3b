import { createAddress, updateAddress, type Address, type AddressPayload } from '@talad/sdk';
import { useApiCall } from '../../lib/use-api-call.ts';

/** POST addresses for a new address, PUT addresses/{id} for a saved one. */
export function useSaveAddress(saved: Address | null, onSaved: (address: Address) => void) {
  const call = useApiCall();
  const save = async (payload: AddressPayload) => {
    const answer = await call.run((api) => (saved ? updateAddress(api, saved.id, payload) : createAddress(api, payload)));
    if (answer.ok) onSaved(answer.data);
  };
  return { ...call, save };
}

/** Fields every address form has at its end. */
export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  saved: Address | null;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}
