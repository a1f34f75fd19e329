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
  const titleId = useId();
  const shown = parseSidebarParts(parts);

  return (
    <section className={`pd-sidebar${collapsed ? ' pd-sidebar--collapsed' : ''}`} aria-labelledby={titleId}>
      {/* The toggle shares its row with the sidebar's title: a row holding the toggle alone read as an empty band. */}
      <div className="pd-sidebar-header">
        <h2 id={titleId} className={collapsed ? 'pd-visually-hidden' : 'pd-sidebar-title'}>
          {m.sidebarLabel}
        </h2>
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
