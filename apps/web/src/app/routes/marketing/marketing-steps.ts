/** The guided flow's steps (SPEC §2), each owning the routes under its path. */
export const marketingSteps = [
  { label: 'Describe Your Business', path: '/marketing/story' },
  { label: 'Choose Assumption', path: '/marketing/assumptions' },
  { label: 'Create Campaign', path: '/marketing/campaigns' },
] as const;

/** Index of the step a path belongs to; -1 when it belongs to none. */
export function getActiveStepIndex(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return marketingSteps.findIndex((step) => path === step.path || path.startsWith(`${step.path}/`));
}
