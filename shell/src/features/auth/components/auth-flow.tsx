import type { AuthView } from '../../../shared/auth-ui';
import { BecomeHostView } from './become-host-view';
import { ForgotPasswordView } from './forgot-password-view';
import { PhoneLoginView } from './phone-login-view';
import { SignInView } from './sign-in-view';
import { SignUpView } from './sign-up-view';

export const viewTitleId = (view: AuthView): string =>
  ({
    signin: 'auth.title.signin',
    signup: 'auth.title.signup',
    phone: 'auth.title.phone',
    forgot: 'auth.title.forgot',
    'become-host': 'auth.title.becomeHost',
  })[view];

/** The views shared by the dialog and the `/auth/signin` page; `key` resets a view's steps. */
export function AuthFlow({ view }: { view: AuthView }) {
  switch (view) {
    case 'signin':
      return <SignInView key="signin" />;
    case 'phone':
      return <PhoneLoginView key="phone" />;
    case 'signup':
      return <SignUpView key="signup" />;
    case 'forgot':
      return <ForgotPasswordView key="forgot" />;
    case 'become-host':
      return <BecomeHostView key="become-host" />;
  }
}
