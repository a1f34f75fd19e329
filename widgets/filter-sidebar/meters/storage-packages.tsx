import { useId, useState } from 'react';
import type { User } from '../../../sdk/contract';
import { formatDisplayDate } from '../../../sdk/core/domain';
import { fill } from '../messages';
import type { MeterMessages } from './messages';

interface StoragePackagesProps {
  packages: User['storages']['additionals'];
  timeZone: string | undefined;
  messages: MeterMessages;
}

/**
 * The storage meter's expandable list of additional-storage packages, from `storages.additionals`.
 * The original showed a hard-coded '+5GB' due 13 Aug 2019 here whatever the account bought; we show
 * the account's real packages (docs/rules-and-choices.md), and no expander when there are none.
 */
export function StoragePackages({ packages, timeZone, messages: m }: StoragePackagesProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (packages.length === 0) return null;
  return (
    <div className="pd-meter-packages">
      <button
        type="button"
        className="pd-meter-expander"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {fill(m.additionalStorage, { count: packages.length })}
      </button>
      <ul id={listId} className="pd-meter-package-list" hidden={!expanded}>
        {packages.map((item) => (
          <li key={item.id} className="pd-meter-package">
            <span className="pd-meter-package-title">{item.title}</span>
            <span className="pd-meter-package-due">
              {fill(m.packageDue, { date: formatDisplayDate(new Date(item.dueDate), timeZone) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
