import type { CSSProperties, ReactNode } from 'react';
import { shopTheme } from '../theme/shop-theme';
import { classList } from './class-list';
import { ShopIcon } from './shop-icons';

type Severity = 'success' | 'info' | 'warning' | 'error';
const SEVERITIES: readonly Severity[] = ['success', 'info', 'warning', 'error'];
const { palette, typography } = shopTheme;

/** MUI Alert's standard variant, this theme's colours: text, background and icon of a severity. */
function severityRules(severity: Severity) {
  const { light, main } = palette[severity];
  return { color: shopTheme.darken(light, 0.6), backgroundColor: shopTheme.lighten(light, 0.9), '& > .shop-alert-icon': { color: main } };
}

/**
 * The look of MUI's Alert (standard variant) and AlertTitle, for every alert drawn with ShopAlert:
 * ShopProviders gives these rules to the page, so the parts on every page that may show one (a
 * remote that failed, the offline notice, the newsletter's thanks) need none of MUI's controls.
 */
export const shopAlertStyles = {
  '.shop-alert': {
    ...typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: shopTheme.shape.borderRadius,
    ...Object.fromEntries(SEVERITIES.map((severity) => [`&.shop-alert-${severity}`, severityRules(severity)])),
  },
  '.shop-alert-icon': { marginRight: 12, padding: '7px 0', display: 'flex', fontSize: 22, opacity: 0.9 },
  '.shop-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '.shop-alert-action': { display: 'flex', alignItems: 'flex-start', padding: '4px 0 0 16px', marginLeft: 'auto', marginRight: -8 },
  '.shop-alert-title': { ...typography.body1, fontWeight: typography.fontWeightMedium, margin: '-2px 0 0.35em' },
} as const;

/** MUI Alert's icons (Material Icons, Apache 2.0), one a severity. */
const SEVERITY_ICON_PATHS: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

export interface ShopAlertProps {
  severity: Severity;
  /** `alert` interrupts a screen reader; `status` waits its turn (a confirmation, a notice). */
  role: 'alert' | 'status';
  /** A heading line above the message, in MUI AlertTitle's look. */
  title?: ReactNode;
  /** A button at the end of the alert (Retry). */
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}

/** A message with its severity's colour and icon, in MUI Alert's look (shopAlertStyles). */
export function ShopAlert({ severity, title, action, className, children, ...props }: ShopAlertProps) {
  return (
    <div {...props} className={classList('shop-alert', `shop-alert-${severity}`, className)}>
      <div className="shop-alert-icon">
        <ShopIcon fontSize="inherit">
          <path d={SEVERITY_ICON_PATHS[severity]} />
        </ShopIcon>
      </div>
      <div className="shop-alert-message">
        {title && <div className="shop-alert-title">{title}</div>}
        {children}
      </div>
      {action && <div className="shop-alert-action">{action}</div>}
    </div>
  );
}
