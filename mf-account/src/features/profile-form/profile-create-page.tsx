import { ProfileFormPage } from './profile-form-page';

/** `/profile/create`: the first profile (an account without a date of birth yet). */
export default function ProfileCreatePage() {
  return <ProfileFormPage mode="create" />;
}
