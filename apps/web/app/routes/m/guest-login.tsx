import { GuestLoginPrompt } from '../../features/auth/guest-login-prompt.tsx';

/** The same prompt and meta as /guest/login, with the mobile sign-in and register paths. */
export { meta } from '../guest-login.tsx';

export default function MobileGuestLogin() {
  return <GuestLoginPrompt base="/m" />;
}
