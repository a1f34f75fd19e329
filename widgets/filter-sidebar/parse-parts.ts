// Which parts the sidebar shows (`parts="meters,hours,filter"`): resellers place the meters without
// the filter, the archive page shows the archive filter alone.

export const SIDEBAR_PARTS = ['meters', 'hours', 'filter', 'archive-filter'] as const;

export type SidebarPart = (typeof SIDEBAR_PARTS)[number];

/** The dashboard's sidebar (§2 "Sidebar"): the membership bar, the business-hours card, the order filter. */
export const DEFAULT_SIDEBAR_PARTS: readonly SidebarPart[] = ['meters', 'hours', 'filter'];

const isPart = (name: string): name is SidebarPart => (SIDEBAR_PARTS as readonly string[]).includes(name);

/**
 * The parts named by the `parts` attribute (a comma list) or prop (a list), in the order given, each
 * once. Unknown names are left out; when nothing known remains, the default parts show, so a typo
 * never leaves an empty sidebar.
 */
export function parseSidebarParts(value: string | readonly string[] | null | undefined): SidebarPart[] {
  const names = typeof value === 'string' ? value.split(',') : (value ?? []);
  const parts: SidebarPart[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    if (isPart(name) && !parts.includes(name)) parts.push(name);
  }
  return parts.length > 0 ? parts : [...DEFAULT_SIDEBAR_PARTS];
}
