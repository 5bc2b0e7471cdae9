/** The 'You' tag next to the signed-in user (SPEC 2.3). */
export function YouTag() {
  return (
    <span className="ml-1.5 inline-block rounded-full bg-orange-100 px-2 py-0.5 align-middle text-xs font-semibold text-orange-900">
      You
    </span>
  );
}
