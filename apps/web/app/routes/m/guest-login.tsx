import { GuestLoginPrompt } from '../../features/auth/guest-login-prompt.tsx';

/** The same prompt and meta as /guest/login; its links lead to the /m sign-in and register screens (flow-paths.ts). */
export { meta } from '../guest-login.tsx';

export default function MobileGuestLogin() {
  return <GuestLoginPrompt />;
}
