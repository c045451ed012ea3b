import type { OtpTicket, SocialLoginProfile, SocialProviderKey, UserProfile } from '@talad/sdk';
import { useSyncExternalStore } from 'react';

/** How a shopper names themself when signing in or registering. */
export type UsernameType = 'phone' | 'email';

/** Where a registration started: the phone form, or a social provider whose profile prefills it. */
export type RegisterType = 'phone' | SocialProviderKey;

/** Why an OTP was sent; each flow verifies only its own codes. */
export type OtpPurpose = 'register' | 'login' | 'reset_password';

/** The OTP in flight: the API's ticket, the unmasked address it went to, and what a right code was exchanged for. */
export interface VerifyData {
  purpose: OtpPurpose;
  destination: string;
  ticket: OtpTicket;
  /** verify_token (register) or reset_token (forgot password) once the code was right. */
  token?: string;
}

/** Spec §3 `login`: who is signing in. The password never leaves the form that typed it. */
export interface LoginState {
  username: string;
  type: UsernameType;
  userId: string;
  imageUrl: string;
}

/** Spec §3 `register`: the profile being built across the register steps (no password kept here). */
export interface RegisterState {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  image: string;
  facebook: string;
  google: string;
  line: string;
  apple: string;
}

export interface PopupStatus {
  show: boolean;
  success: boolean;
  message: string;
  registerSuccess: boolean;
  messageDetail: string;
}

export interface PopupStatusWarning {
  show: boolean;
  warning: boolean;
  message: string;
}

/** The authentication state of spec §3. */
export interface AuthState {
  username: string;
  type: UsernameType;
  verifyData: VerifyData | null;
  registerType: RegisterType;
  acceptPolicy: boolean;
  /** The flow runs on the /m screens (inside the app's web view): its steps stay under /m. */
  isOnNs: boolean;
  /** The last sign-in turned this browser's guest cart, wish list and history into the member's. */
  isMerge: boolean;
  userProfile: UserProfile | null;
  login: LoginState;
  register: RegisterState;
  /** Spec §3 socialLogin, with the token that links the provider to the account being registered. */
  socialLogin: (SocialLoginProfile & { socialToken: string }) | null;
  popupStatus: PopupStatus;
  popupStatusWarning: PopupStatusWarning;
}

const EMPTY_REGISTER: RegisterState = {
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  image: '',
  facebook: '',
  google: '',
  line: '',
  apple: '',
};
const CLOSED_POPUP: PopupStatus = { show: false, success: false, message: '', registerSuccess: false, messageDetail: '' };
const CLOSED_WARNING: PopupStatusWarning = { show: false, warning: false, message: '' };

export const INITIAL_AUTH_STATE: AuthState = {
  username: '',
  type: 'phone',
  verifyData: null,
  registerType: 'phone',
  acceptPolicy: false,
  isOnNs: false,
  isMerge: false,
  userProfile: null,
  login: { username: '', type: 'phone', userId: '', imageUrl: '' },
  register: EMPTY_REGISTER,
  socialLogin: null,
  popupStatus: CLOSED_POPUP,
  popupStatusWarning: CLOSED_WARNING,
};

/** sessionStorage key: a multi-step flow survives a reload of its tab but not the tab itself. */
export const AUTH_STORAGE_KEY = 'auth';

type Listener = () => void;

/** A tiny external store: one state for the tab, persisted to sessionStorage without the popups. */
export function createAuthStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  let state = restore(storage);
  const listeners = new Set<Listener>();

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change: Partial<AuthState> | ((current: AuthState) => Partial<AuthState>)) {
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      const { popupStatus: _popup, popupStatusWarning: _warning, ...kept } = state;
      storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(kept));
      listeners.forEach((listener) => listener());
    },
    /** A finished or abandoned flow starts the next one clean; the member's profile and merge flag stay. */
    resetFlow() {
      this.update((current) => ({
        ...INITIAL_AUTH_STATE,
        userProfile: current.userProfile,
        isMerge: current.isMerge,
        isOnNs: current.isOnNs,
      }));
    },
  };
}

function restore(storage: Pick<Storage, 'getItem'> | null): AuthState {
  const raw = storage?.getItem(AUTH_STORAGE_KEY);
  if (!raw) return INITIAL_AUTH_STATE;
  try {
    return { ...INITIAL_AUTH_STATE, ...(JSON.parse(raw) as Partial<AuthState>) };
  } catch {
    return INITIAL_AUTH_STATE;
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>;

let browserStore: AuthStore | null = null;
const serverStore = createAuthStore(null);

/** The tab's store in the browser; a throwaway empty one while rendering on the server. */
export function authStore(): AuthStore {
  if (typeof window === 'undefined') return serverStore;
  browserStore ??= createAuthStore(window.sessionStorage);
  return browserStore;
}

export function useAuthState(): AuthState {
  const store = authStore();
  return useSyncExternalStore(store.subscribe, store.get, () => INITIAL_AUTH_STATE);
}
