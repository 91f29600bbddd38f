import { ProfileFormPage } from './profile-form-page';

/** `/profile/edit`: later edits of the person (the profile header's "Edit profile"). */
export default function ProfileEditPage() {
  return <ProfileFormPage mode="edit" />;
}
