import { useId } from 'react';
import { Button, ChevronIcon, useWidgetMessages, useWidgetStyles } from '../../sdk/react';
import { defaultFilterSidebarMessages } from './messages';
import { parseSidebarParts } from './parse-parts';
import { PART_VIEWS } from './parts';
import type { FilterSidebarProps } from './props';
import { filterSidebarStyles } from './styles';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export type { FilterSidebarProps } from './props';

/**
 * The dashboard's sidebar (§2 "Sidebar"): the membership bar, the business-hours card and the order
 * filter, or the parts the host names, under a collapse toggle whose state is kept locally.
 */
export function FilterSidebarView({ parts, messages, ...rest }: FilterSidebarProps) {
  useWidgetStyles(filterSidebarStyles);
  const m = useWidgetMessages(defaultFilterSidebarMessages, messages);
  const [collapsed, toggle] = useSidebarCollapsed();
  const bodyId = useId();
  const shown = parseSidebarParts(parts);

  return (
    <section className={`pd-sidebar${collapsed ? ' pd-sidebar--collapsed' : ''}`} aria-label={m.sidebarLabel}>
      <div className="pd-sidebar-header">
        <Button
          variant="ghost"
          size="icon"
          className="pd-sidebar-toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? m.expand : m.collapse}
          onClick={toggle}
        >
          <ChevronIcon />
        </Button>
      </div>
      {/* Collapsed parts stay mounted: a half-typed filter survives a collapse and an expand. */}
      <div id={bodyId} className="pd-sidebar-body" hidden={collapsed}>
        {shown.map((part) => {
          const View = PART_VIEWS[part];
          return View ? <View key={part} {...rest} messages={m} /> : null;
        })}
      </div>
    </section>
  );
}
