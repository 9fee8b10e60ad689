/** A value of a form body in Stripe's bracket notation: text, or nested fields and lists. */
export type StripeFormValue = string | StripeFormValue[] | { [field: string]: StripeFormValue };

/**
 * Reads an `application/x-www-form-urlencoded` body as Stripe's API writes it
 * (`line_items[0][price_data][currency]=eur`) into nested objects; numeric keys make lists.
 */
export function parseStripeForm(body: string): Record<string, StripeFormValue> {
  const root: Record<string, StripeFormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: Record<string, StripeFormValue> | StripeFormValue[] = root;
    for (const [index, key] of path.entries()) {
      const last = index === path.length - 1;
      const slot: string | number = Array.isArray(node) ? Number(key) : key;
      if (last) {
        (node as Record<string | number, StripeFormValue>)[slot] = value;
        break;
      }
      const existing: StripeFormValue | undefined = (
        node as Record<string | number, StripeFormValue>
      )[slot];
      const child: Record<string, StripeFormValue> | StripeFormValue[] =
        existing !== undefined && typeof existing !== 'string'
          ? existing
          : /^\d+$/.test(path[index + 1]!)
            ? []
            : {};
      (node as Record<string | number, StripeFormValue>)[slot] = child;
      node = child;
    }
  }
  return root;
}

/** A text field of a parsed form, or undefined. */
export function formText(value: StripeFormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A nested field of a parsed form, or undefined. */
export function formObject(
  value: StripeFormValue | undefined,
): Record<string, StripeFormValue> | undefined {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
}
