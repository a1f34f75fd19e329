import { type ReactNode, useId } from 'react';
import { formatPercent } from '../../../sdk/core/domain';
import { useHoverPopup } from './use-hover-popup';

export interface MeterProps {
  label: string;
  /** The figures beside the label: '8.60 GB / 25.00 GB'. */
  value: string;
  /** Percent used; the bar stops at 100. */
  percent: number;
  /** No percent to show (an unlimited total): the bar is drawn without one. */
  unlimited: boolean;
  /** Dashboard §9: "Danger colour at 90% or more". */
  danger: boolean;
  /** The bar's look when unlimited: 'gradient' for infinite storage, 'full' for unlimited orders. */
  unlimitedBar?: 'gradient' | 'full';
  /** The popup's lines. */
  details: readonly string[];
  /** Below the bar: the storage meter's package list. */
  children?: ReactNode;
}

/** One usage meter: label, figures, percent, bar, and a popup with the details on hover or focus. */
export function Meter({
  label,
  value,
  percent,
  unlimited,
  danger,
  unlimitedBar = 'gradient',
  details,
  children,
}: MeterProps) {
  const popupId = useId();
  const labelId = useId();
  const popup = useHoverPopup();
  const shown = unlimited ? (unlimitedBar === 'full' ? 100 : 0) : Math.min(100, Math.max(0, percent));
  const percentText = unlimited ? null : formatPercent(percent);
  const bar = unlimited ? unlimitedBar : danger ? 'danger' : 'normal';
  return (
    <div className="pd-meter" data-bar={bar} {...popup.areaProps}>
      <div className="pd-meter-head">
        {/* The focusable part is the label: keyboard users open the popup by tabbing to it. */}
        <button
          type="button"
          id={labelId}
          className="pd-meter-label"
          aria-describedby={popupId}
          {...popup.triggerProps}
        >
          {label}
        </button>
        <span className="pd-meter-value">
          {value}
          {percentText && <span className="pd-meter-percent"> · {percentText}</span>}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> styles its bar through engine-specific pseudo-elements and has no unlimited value for the gradient bar */}
      <div
        role="meter"
        className="pd-meter-track"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={percentText ? `${value}, ${percentText}` : value}
        aria-describedby={popupId}
      >
        <span
          className="pd-meter-fill"
          style={{ width: `${unlimited && unlimitedBar === 'gradient' ? 100 : shown}%` }}
        />
      </div>
      <div role="tooltip" id={popupId} className="pd-meter-popup" data-open={popup.open || undefined}>
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {children}
    </div>
  );
}
