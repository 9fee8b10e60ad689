import { errorReportCaps, type Breadcrumb } from '@bazaar/contracts';

export type NewBreadcrumb = Omit<Breadcrumb, 'timestamp'> & { timestamp?: string };

/** The most recent breadcrumbs, at most `capacity`; the oldest go first. */
export function createBreadcrumbTrail(capacity: number, now: () => Date = () => new Date()) {
  const crumbs: Breadcrumb[] = [];
  return {
    add(crumb: NewBreadcrumb): void {
      if (capacity <= 0) return;
      crumbs.push({
        ...crumb,
        timestamp: crumb.timestamp ?? now().toISOString(),
        message: crumb.message.slice(0, errorReportCaps.breadcrumbMessageChars),
      });
      if (crumbs.length > capacity) crumbs.splice(0, crumbs.length - capacity);
    },
    /** A copy, oldest first. */
    list(): Breadcrumb[] {
      return crumbs.map((crumb) => ({ ...crumb }));
    },
    clear(): void {
      crumbs.length = 0;
    },
  };
}

export type BreadcrumbTrail = ReturnType<typeof createBreadcrumbTrail>;

const NAME_MAX_CHARS = 80;

/** The name a screen reader would announce for a button or link, roughly: label, else text. */
export function accessibleNameOf(element: Element): string {
  const label = element.getAttribute('aria-label')?.trim();
  if (label) return label.slice(0, NAME_MAX_CHARS);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    if (text) return text.slice(0, NAME_MAX_CHARS);
  }
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text) return text.slice(0, NAME_MAX_CHARS);
  return (element.getAttribute('title') ?? '').trim().slice(0, NAME_MAX_CHARS);
}

/** Elements whose clicks are worth a breadcrumb: buttons, links and their ARIA roles. */
export const CLICKABLE_SELECTOR =
  'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="switch"], [role="checkbox"]';

/** What a click on `target` says: `button "Add to Cart"`, or null when it hit nothing clickable. */
export function describeClick(target: EventTarget | null): string | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest(CLICKABLE_SELECTOR);
  if (!element) return null;
  const role =
    element.getAttribute('role') ?? (element.tagName.toLowerCase() === 'a' ? 'link' : 'button');
  return `${role} "${accessibleNameOf(element)}"`;
}

/** A console.error call as one line: errors by name and message, other values as text. */
export function describeConsoleArguments(args: readonly unknown[]): string {
  return args
    .map((arg) => {
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      if (typeof arg === 'string') return arg;
      try {
        return JSON.stringify(arg)?.slice(0, 300) ?? String(arg);
      } catch {
        return String(arg);
      }
    })
    .join(' ')
    .slice(0, errorReportCaps.breadcrumbMessageChars);
}
