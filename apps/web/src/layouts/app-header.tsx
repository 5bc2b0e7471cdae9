import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { Avatar } from '../components/ui/avatar';
import { Logo } from '../components/ui/logo';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { personName } from '../lib/person-name';

type AppHeaderProps = { session: SessionInfo };

export function AppHeader({ session }: AppHeaderProps) {
  const profile = session.profile_info;
  const name = personName(profile);
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Logo />
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={profile.photo} name={name} size="sm" />
          <div className="hidden min-w-0 text-right sm:block">
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
            {name !== profile.email ? (
              <p className="truncate text-xs text-stone-600">{profile.email}</p>
            ) : null}
          </div>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
