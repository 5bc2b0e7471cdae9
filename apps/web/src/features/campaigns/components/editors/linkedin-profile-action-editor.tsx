type ProfileActionType = 'auto_linkedin_profile_view' | 'auto_linkedin_profile_follow';

const EXPLANATIONS: Record<ProfileActionType, { title: string; text: string }> = {
  auto_linkedin_profile_view: {
    title: 'A profile visit',
    text: 'Your connected LinkedIn account opens the candidate’s profile. LinkedIn tells them you viewed it — a light first touch before an invitation or a message.',
  },
  auto_linkedin_profile_follow: {
    title: 'A follow',
    text: 'Your connected LinkedIn account follows the candidate. They are notified, and your posts start to show in their feed.',
  },
};

/** The LinkedIn profile visit and follow steps: nothing to set, only what they do. */
export function LinkedinProfileActionEditor({ type }: { type: ProfileActionType }) {
  const explanation = EXPLANATIONS[type];
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <p className="font-semibold text-sky-950">{explanation.title}</p>
      <p className="mt-1 text-sm text-sky-900">{explanation.text}</p>
      <p className="mt-2 text-sm text-sky-900">There is nothing to set up for this step.</p>
    </div>
  );
}
