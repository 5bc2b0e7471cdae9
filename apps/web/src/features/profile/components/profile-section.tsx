import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import { personName } from '../../../lib/person-name';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileEmail } from './profile-email';
import { ProfilePhoto } from './profile-photo';
import { SettingsSection } from '../../../components/settings-section';

/** #profile: the photo, names and company of the signed-in user, and their sign-in e-mail. */
export function ProfileSection({ session }: { session: SessionInfo }) {
  const profile = session.profile_info;
  const photo = profile.photo === DEFAULT_USER_PHOTO ? null : profile.photo;
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear to your team. You sign in with your e-mail address."
    >
      <div className="flex flex-col gap-8 sm:flex-row sm:items-start">
        <ProfilePhoto name={personName(profile)} photo={photo} />
        <div className="min-w-0 flex-1 space-y-6">
          <ProfileDetailsForm profile={profile} />
          <ProfileEmail email={profile.email} />
        </div>
      </div>
    </SettingsSection>
  );
}
